import Foundation
import RepoCore

/// A `/` query in GitHub's search syntax, for the Search scope: `lang:swift` → `language:swift`,
/// `owner:` → `user:`, `is:fork` → `fork:only`, ranges and ages as GitHub writes them. What
/// GitHub cannot be asked for (a clone's state, fuzzy words, what the parser did not
/// understand) is `unsent`, in the query's own words, for the app to say — never dropped
/// silently.
public struct GitHubSearchSyntax: Equatable, Sendable {
    /// What `/search/repositories` is sent as `q`; empty when nothing could be.
    public var query: String
    /// The terms left out, and why: "is:dirty (clones are known only on this machine)".
    public var unsent: [String]

    init(query: String, unsent: [String]) {
        self.query = query
        self.unsent = unsent
    }

    /// `text` as typed after `/`, its ages counted back from `now`.
    public init(typed text: String, now: Date) {
        self.init(RepoQuery.parse(text, now: now))
    }

    init(_ query: RepoQuery) {
        var sent: [String] = []
        var unsent: [String] = []
        for term in query.terms {
            switch Self.translate(term.test, negated: term.negated) {
            case .sent(let text): sent.append(text)
            case .unsent(let why): unsent.append(why)
            }
        }
        unsent += query.problems
        self.query = sent.joined(separator: " ")
        self.unsent = unsent
    }

    private enum Translation {
        case sent(String)
        case unsent(String)
    }

    private static func translate(_ test: RepoQuery.Test, negated: Bool) -> Translation {
        let not = negated ? "-" : ""
        switch test {
        case .text(let word, fuzzy: true):
            return .unsent("~\(word) (GitHub's search has no fuzzy matching)")
        case .text(let word, fuzzy: false):
            return .sent((negated ? "NOT " : "") + quoted(word))
        case .language(let name): return .sent(not + "language:" + quoted(name))
        case .topic(let name): return .sent(not + "topic:" + quoted(name))
        case .license(let name): return .sent(not + "license:" + quoted(name))
        case .owner(let login): return .sent(not + "user:" + quoted(login))
        case .stars(let range): return .sent(not + "stars:" + text(range))
        case .forks(let range): return .sent(not + "forks:" + text(range))
        case .size(let range): return .sent(not + "size:" + text(range))
        case .pushed(let interval): return .sent(not + "pushed:" + text(interval))
        case .created(let interval): return .sent(not + "created:" + text(interval))
        case .updated(let interval): return .sent(not + "updated:" + text(interval))
        case .kind(let kind): return .sent(text(kind, negated: negated))
        case .clone(let kind):
            return .unsent("\(not)is:\(kind.rawValue) (clones are known only on this machine)")
        case .ci(let kind):
            return .unsent("\(not)ci:\(kind.rawValue) (GitHub's search cannot ask about workflow runs)")
        }
    }

    /// `fork:only` and `fork:false` for forks and sources (GitHub leaves forks out unless asked),
    /// the others as `archived:`, `template:`, `mirror:` and `is:`.
    private static func text(_ kind: RepoQuery.Kind, negated: Bool) -> String {
        switch kind {
        case .fork: negated ? "fork:false" : "fork:only"
        case .source: negated ? "fork:only" : "fork:false"
        case .archived: "archived:\(!negated)"
        case .template: "template:\(!negated)"
        case .mirror: "mirror:\(!negated)"
        case .private: negated ? "is:public" : "is:private"
        case .public: negated ? "is:private" : "is:public"
        }
    }

    /// `>=101`, `<=9`, `10..50`, `5`: GitHub's forms for a range of counts.
    static func text(_ range: ClosedRange<Int>) -> String {
        switch (range.lowerBound, range.upperBound) {
        case (let low, let high) where low == high: String(low)
        case (let low, Int.max): ">=\(low)"
        case (Int.min, let high): "<=\(high)"
        case (let low, let high): "\(low)..\(high)"
        }
    }

    /// An interval of UTC days, `2025-01-01..2025-12-31`, `*` for an open end: GitHub compares
    /// dates by day, both ends included, where an interval's end is the first moment after it.
    static func text(_ interval: DateInterval) -> String {
        let start = interval.start == .distantPast ? "*" : day(interval.start)
        let end = interval.end == .distantFuture ? "*" : day(interval.end.addingTimeInterval(-1))
        if start == "*" { return "<=" + end }
        if end == "*" { return ">=" + start }
        return start + ".." + end
    }

    private static func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// A value with a space (or a quote) quoted, as GitHub reads phrases.
    private static func quoted(_ value: String) -> String {
        guard value.contains(where: { $0.isWhitespace || $0 == "\"" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "") + "\""
    }
}
