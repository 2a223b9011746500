import Foundation

/// A `/search/repositories` query (`q`) as the stub understands it: words matched in a
/// repository's name, description and topics, and the qualifiers repotui translates to —
/// `user:`, `org:`, `language:`, `topic:`, `fork:`, `archived:`, `is:`, `stars:`, `forks:`.
/// A qualifier it does not know is taken as words, as GitHub takes most of them.
struct StubSearchQuery: Sendable, Equatable {
    var words: [String] = []
    var owners: [String] = []
    var languages: [String] = []
    var topics: [String] = []
    /// `fork:true` adds forks to the results, `fork:only` shows nothing else; GitHub leaves them
    /// out otherwise.
    var forks: ForkRule = .excluded
    var archived: Bool?
    var isPrivate: Bool?
    var template: Bool?
    var stars: ClosedRange<Int>?
    var forkCount: ClosedRange<Int>?

    enum ForkRule: Sendable, Equatable { case excluded, included, only }

    init(_ text: String) {
        for term in Self.terms(text) {
            guard let colon = term.firstIndex(of: ":"), colon != term.startIndex else {
                words.append(term.lowercased())
                continue
            }
            let name = term[..<colon].lowercased()
            let value = String(term[term.index(after: colon)...]).lowercased()
            switch name {
            case "user", "org", "owner": owners.append(value)
            case "language": languages.append(value)
            case "topic": topics.append(value)
            case "fork": forks = value == "only" ? .only : value == "true" ? .included : .excluded
            case "archived": archived = value == "true"
            case "is" where value == "public" || value == "private": isPrivate = value == "private"
            case "is" where value == "template": template = true
            case "template": template = value == "true"
            case "stars": stars = Self.range(value)
            case "forks": forkCount = Self.range(value)
            default: words.append(term.lowercased())
            }
        }
    }

    func matches(_ repo: StubRepository, owner: StubUser) -> Bool {
        switch forks {
        case .excluded where repo.isFork, .only where !repo.isFork: return false
        default: break
        }
        if !owners.isEmpty, !owners.contains(owner.login.lowercased()) { return false }
        if !languages.isEmpty, !languages.contains((repo.language ?? "").lowercased()) { return false }
        let topics = Set(repo.topics.map { $0.lowercased() })
        if !self.topics.allSatisfy(topics.contains) { return false }
        if let archived, repo.isArchived != archived { return false }
        if let isPrivate, repo.isPrivate != isPrivate { return false }
        if let template, repo.isTemplate != template { return false }
        if let stars, !stars.contains(repo.stargazersCount) { return false }
        if let forkCount, !forkCount.contains(repo.forksCount) { return false }
        let text = ([repo.name, repo.description ?? ""] + repo.topics).joined(separator: " ").lowercased()
        return words.allSatisfy { text.contains($0) }
    }

    /// Space-separated terms; a `"quoted phrase"` is one term, quotes dropped.
    static func terms(_ text: String) -> [String] {
        var terms: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
            } else if character.isWhitespace, !quoted {
                if !current.isEmpty { terms.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { terms.append(current) }
        return terms
    }

    /// `>N`, `>=N`, `<N`, `<=N`, `N..M`, `N..*`, `*..M` or `N`; anything else matches nothing.
    static func range(_ value: String) -> ClosedRange<Int> {
        func number(_ text: Substring) -> Int? { text == "*" ? nil : Int(text) }
        if value.hasPrefix(">=") { return Int(value.dropFirst(2)).map { $0...Int.max } ?? Self.none }
        if value.hasPrefix("<=") { return Int(value.dropFirst(2)).map { Int.min...$0 } ?? Self.none }
        if value.hasPrefix(">") { return Int(value.dropFirst()).map { ($0 + 1)...Int.max } ?? Self.none }
        if value.hasPrefix("<") { return Int(value.dropFirst()).map { Int.min...($0 - 1) } ?? Self.none }
        if let dots = value.range(of: "..") {
            let low = value[..<dots.lowerBound], high = value[dots.upperBound...]
            guard low == "*" || Int(low) != nil, high == "*" || Int(high) != nil else { return Self.none }
            let from = number(low) ?? Int.min, to = number(high) ?? Int.max
            return from <= to ? from...to : Self.none
        }
        return Int(value).map { $0...$0 } ?? Self.none
    }

    /// A range no count is in.
    private static let none = Int.min...Int.min
}
