import RepoCore

/// Tab in the `/` prompt: the qualifier name or value being typed at the cursor, completed from
/// the qualifiers and from the data (`lang:sw` → `lang:swift`), and the candidates with how many
/// repositories each would keep, shown beside the prompt. Pure: a function of the text, the
/// cursor and the repositories.
enum QueryCompletion {
    struct Candidate: Equatable, Sendable {
        /// What the token becomes: `lang:`, `lang:swift`.
        var text: String
        /// Repositories with that value; nil for a qualifier name.
        var count: Int?
    }

    /// The names Tab offers, in the order help lists them.
    static let qualifiers = ["lang", "topic", "license", "owner", "stars", "forks", "size", "pushed", "created", "updated", "is"]

    /// The token at `cursor` and what it could become; no candidates when it is a free word or a
    /// value that cannot be completed (numbers, dates).
    static func candidates(text: String, cursor: Int, repositories: [Repository]) -> (token: Range<Int>, candidates: [Candidate]) {
        let characters = Array(text)
        let end = min(max(0, cursor), characters.count)
        var start = end
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        var typed = String(characters[start..<end])
        if typed.hasPrefix("-") {
            typed.removeFirst()
            start += 1
        }
        let token = start..<end
        guard let colon = typed.firstIndex(of: ":") else {
            guard !typed.isEmpty, typed.allSatisfy(\.isLetter) else { return (token, []) }
            let prefix = typed.lowercased()
            return (token, qualifiers.filter { $0.hasPrefix(prefix) && $0 != prefix }.map { Candidate(text: $0 + ":", count: nil) })
        }
        let key = typed[..<colon].lowercased()
        let prefix = typed[typed.index(after: colon)...].lowercased()
        let counted = values(of: key, in: repositories)
            .filter { $0.key.hasPrefix(prefix) }
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let written = typed[..<colon]
        return (token, counted.map { Candidate(text: "\(written):" + ($0.key.contains(" ") ? "\"\($0.key)\"" : $0.key), count: $0.value) })
    }

    /// The text and cursor after Tab: the one candidate, with a space after it, or what all
    /// candidates share; nil when Tab would change nothing.
    static func complete(text: String, cursor: Int, repositories: [Repository]) -> LineEditor? {
        let (token, candidates) = candidates(text: text, cursor: cursor, repositories: repositories)
        guard let first = candidates.first else { return nil }
        let characters = Array(text)
        let replacement = candidates.dropFirst().reduce(first.text) { shared, candidate in
            String(zip(shared, candidate.text).prefix { $0 == $1 }.map(\.0))
        }
        guard replacement.count > token.count else { return nil }
        let before = characters[..<token.lowerBound], after = characters[token.upperBound...]
        // A whole value is done: the cursor moves past a space, added when none follows.
        let finished = candidates.count == 1 && !first.text.hasSuffix(":")
        let space = finished && after.first?.isWhitespace != true ? " " : ""
        let completed = String(before) + replacement + space + String(after)
        return LineEditor(text: completed, cursor: token.lowerBound + replacement.count + (finished ? 1 : 0))
    }

    /// Each value `key` can take in `repositories`, lower-cased, with how many have it.
    static func values(of key: String, in repositories: [Repository]) -> [String: Int] {
        // Counted as spelled, then merged lower-cased: a few distinct values to fold, not one
        // new string per repository on every keystroke.
        var counts: [String: Int] = [:]
        func add(_ value: String?) {
            guard let value, !value.isEmpty else { return }
            counts[value, default: 0] += 1
        }
        switch key {
        case "lang", "language": repositories.forEach { add($0.language) }
        case "topic": repositories.forEach { $0.topics.forEach(add) }
        case "license": repositories.forEach { add($0.license?.spdxID ?? $0.license?.key) }
        case "owner", "user", "org": repositories.forEach { add($0.owner.login) }
        case "is":
            for repository in repositories {
                add(repository.isFork ? "fork" : "source")
                if repository.isArchived { add("archived") }
                if repository.isTemplate { add("template") }
                if repository.mirrorURL != nil { add("mirror") }
                add(repository.isPrivate ? "private" : "public")
            }
        default: break
        }
        return counts.reduce(into: [:]) { $0[$1.key.lowercased(), default: 0] += $1.value }
    }
}
