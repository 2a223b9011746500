import Foundation

/// A `/` filter as understood: terms a repository must all satisfy (`lang:swift stars:>100
/// serv`), and what could not be understood, said in the prompt line. A term that was not
/// understood filters nothing out, so a query half typed never empties the list.
public struct RepoQuery: Equatable, Sendable {
    var terms: [Term]
    public var problems: [String]

    init(terms: [Term] = [], problems: [String] = []) {
        self.terms = terms
        self.problems = problems
    }

    static let everything = RepoQuery()

    /// `text` as the `/` prompt reads it, ages counted back from `now`.
    public static func parse(_ text: String, now: Date, fuzzyWords: Bool = false) -> RepoQuery {
        QueryParser.parse(text, now: now, fuzzyWords: fuzzyWords)
    }

    /// One condition, or its opposite (`-lang:go`).
    public struct Term: Equatable, Sendable {
        var test: Test
        var negated: Bool

        init(_ test: Test, negated: Bool = false) {
            self.test = test
            self.negated = negated
        }
    }

    public enum Test: Equatable, Sendable {
        /// Free text, lower-cased: a substring of the name, description, language or a topic;
        /// `fuzzy` (a leading `~`): its characters in order, as fzf matches.
        case text(String, fuzzy: Bool)
        case language(String)
        case topic(String)
        case license(String)
        case owner(String)
        case stars(ClosedRange<Int>)
        case forks(ClosedRange<Int>)
        /// In kilobytes, as GitHub reports sizes.
        case size(ClosedRange<Int>)
        case pushed(DateInterval)
        case created(DateInterval)
        case updated(DateInterval)
        case kind(Kind)
        /// `is:cloned`, `is:dirty` …: what git said of the repository's clone.
        case clone(CloneKind)
        /// `ci:failure` …: how the default branch's latest workflow run ended (the CI column's).
        case ci(CIKind)

        /// A free word, which only the repository's text decides.
        var isText: Bool {
            if case .text = self { true } else { false }
        }
    }

    /// `is:…`.
    public enum Kind: String, CaseIterable, Equatable, Sendable {
        case fork, source, archived, template, mirror, `private`, `public`
    }

    /// `is:…` of a clone on disk: cloned where `c` would clone it; with changes; ahead of or
    /// behind its upstream (as of its last fetch); a clone the owner's list does not hold.
    public enum CloneKind: String, CaseIterable, Equatable, Sendable {
        case cloned, dirty, ahead, behind
        case localOnly = "local-only"

        /// Its bit in `CloneFlags`.
        var flag: UInt8 {
            switch self {
            case .cloned: 1
            case .dirty: 2
            case .ahead: 4
            case .behind: 8
            case .localOnly: 16
            }
        }
    }

    /// `ci:…`: the default branch's latest run succeeded, failed, is queued or running, or
    /// there are no runs. A repository whose CI is not known yet is none of them.
    public enum CIKind: String, CaseIterable, Equatable, Sendable {
        case success, failure, pending, none

        /// Its bit in `CIFlags`.
        var flag: UInt8 {
            switch self {
            case .success: 1
            case .failure: 2
            case .pending: 4
            case .none: 8
            }
        }
    }

    /// Whether a clone qualifier is among the terms: their answer changes as git answers.
    var testsClones: Bool {
        terms.contains { if case .clone = $0.test { true } else { false } }
    }

    /// Whether a `ci:` qualifier is among the terms: their answer changes as GitHub answers.
    var testsCI: Bool {
        terms.contains { if case .ci = $0.test { true } else { false } }
    }

    /// The query without its `ci:` terms: what a repository must pass before its CI matters.
    var withoutCI: RepoQuery {
        RepoQuery(terms: terms.filter { if case .ci = $0.test { false } else { true } }, problems: problems)
    }

    /// The free words a repository's name and description are highlighted for.
    var highlightedWords: [(word: String, fuzzy: Bool)] {
        terms.compactMap { term in
            guard !term.negated, case .text(let word, let fuzzy) = term.test else { return nil }
            return (word, fuzzy)
        }
    }

    /// Whether every repository this query keeps, `wider` keeps too: each of `wider`'s terms
    /// is here, in order, as it was or — a positive free word — lengthened (`ser` → `serv`);
    /// any term added narrows further. Typing on then only searches what matched before.
    func narrows(_ wider: RepoQuery) -> Bool {
        var mine = terms[...]
        for term in wider.terms {
            guard let found = mine.firstIndex(where: { $0 == term || $0.lengthens(term) }) else { return false }
            mine = mine[(found + 1)...]
        }
        return true
    }
}

extension RepoQuery.Term {
    /// The same positive free word, typed further: it can only match fewer repositories.
    func lengthens(_ shorter: RepoQuery.Term) -> Bool {
        guard !negated, !shorter.negated, case .text(let word, let fuzzy) = test,
              case .text(let old, let oldFuzzy) = shorter.test, fuzzy == oldFuzzy else { return false }
        return word.contains(old)
    }
}
