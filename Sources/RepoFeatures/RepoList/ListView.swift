import Foundation
import RepoCore

extension RepoList {
    /// How the user has arranged the list: order, filter, hidden kinds, an open prompt.
    public struct ListView: Equatable, Sendable {
        var sort: RepoSort
        /// The filter's text as typed; empty shows every repository.
        private(set) var filter: String
        /// The filter as understood, its ages counted from when it was typed.
        private(set) var query: RepoQuery
        var hidesForks: Bool
        var hidesArchived: Bool
        /// `t`: one kind of repository only, as github.com's type tabs.
        var type: RepoType = .all
        /// The prompt that has the keyboard, if any.
        var prompt: Prompt?
        /// Plain words match fuzzily (the config's `fuzzy`), not only `~word`.
        var fuzzyWords = false

        public init(sort: RepoSort = .default, hidesForks: Bool = false, hidesArchived: Bool = false, prompt: Prompt? = nil) {
            self.sort = sort
            self.filter = ""
            self.query = .everything
            self.hidesForks = hidesForks
            self.hidesArchived = hidesArchived
            self.prompt = prompt
        }

        /// A new filter text, read as a query at `now`.
        mutating func setFilter(_ text: String, now: Date) {
            filter = text
            query = QueryParser.parse(text, now: now, fuzzyWords: fuzzyWords)
        }

        /// The Search scope's prompt text: shown and edited like a filter, but filtering nothing
        /// (`query` stays as it was) — it is sent to GitHub instead.
        mutating func draftSearch(_ text: String) {
            filter = text
        }

        /// Whether some repositories may be left out of the rows.
        var narrows: Bool { !query.terms.isEmpty || hidesForks || hidesArchived || type != .all }
    }

    /// The list's own prompt. `u`'s prompt for an owner is a screen of its own (`OwnerPicker`);
    /// the filter stays in the list because every key typed into it rearranges the rows.
    public enum Prompt: Equatable, Sendable {
        /// `/`: the filter is edited in place (its text is `ListView.filter`).
        case filter(cursor: Int)
    }

    /// Every repository of the user, whatever the filter shows: the header's count, stars and
    /// language bar. Computed once per data, not per frame.
    struct Totals: Equatable, Sendable {
        var count: Int
        var stars: Int
        var languages: LanguageShares
        /// How many repositories each type tab keeps.
        var types: [RepoType: Int]
        /// The type tabs' texts, made once per data.
        var typeTabs: [TypeTabs.Entry]

        init(count: Int, stars: Int, languages: LanguageShares = LanguageShares(languages: []),
                    types: [RepoType: Int] = [:]) {
            self.count = count
            self.stars = stars
            self.languages = languages
            self.types = types
            self.typeTabs = TypeTabs.entries(types)
        }

        init(_ repositories: [Repository]) {
            var stars = 0
            // By index: reading one field does not copy each repository.
            for index in repositories.indices { stars &+= repositories[index].stargazersCount }
            self.init(count: repositories.count, stars: stars, languages: LanguageShares(repositories: repositories),
                      types: RepoType.counts(of: repositories))
        }
    }
}
