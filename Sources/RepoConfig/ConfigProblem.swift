/// One thing wrong with the config file, where it is and — when a near name exists — what was
/// probably meant.
public struct ConfigProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based; nil when the problem is the file as a whole.
    public var line: Int?
    public var message: String
    public var suggestion: String?

    public init(line: Int?, _ message: String, suggestion: String? = nil) {
        self.line = line
        self.message = message
        self.suggestion = suggestion
    }

    /// "line 12: unknown key 'sortt' in [defaults] — did you mean 'sort'?"
    public var description: String {
        (line.map { "line \($0): " } ?? "") + message + (suggestion.map { " — \($0)" } ?? "")
    }

    /// The known name nearest to `word` (by edit distance, case ignored), as a suggestion; nil
    /// when none is near enough to be what was meant.
    static func didYouMean(_ word: String, among names: [String]) -> String? {
        let scored = names.map { ($0, EditDistance.between(word.lowercased(), $0.lowercased())) }
        // Two edits (a swapped pair of letters) for words of four letters or more; one below.
        let allowed = word.count >= 4 ? max(2, word.count / 3) : 1
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= allowed else { return nil }
        return "did you mean '\(best.0)'?"
    }
}

/// Levenshtein distance, for suggestions.
enum EditDistance {
    static func between(_ left: String, _ right: String) -> Int {
        let a = Array(left), b = Array(right)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// Everything wrong with one config file, in the file's order.
public struct ConfigProblems: Error, Equatable, Sendable {
    public var problems: [ConfigProblem]

    public init(_ problems: [ConfigProblem]) {
        self.problems = problems
    }
}
