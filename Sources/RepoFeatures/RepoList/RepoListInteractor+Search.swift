import Foundation
import RepoCore
import TerminalUI

/// The Search scope's prompt: `/` edits the search, Enter asks GitHub.
extension RepoListInteractor {
    /// Opens the prompt on the last search as typed. The results are not filtered while it is
    /// typed — GitHub matches words where the list cannot look (a README) — only Enter searches.
    static func beginSearch(_ state: inout RepoList.State) {
        state.view.draftSearch(state.searchText)
        state.view.prompt = .filter(cursor: state.searchText.count)
        state.arrangement.prepareSearch()
    }

    static func handleSearchPrompt(_ action: PromptAction, _ state: inout RepoList.State, now: Date) -> RepoList.Reaction {
        guard case .filter(let cursor)? = state.view.prompt else { return [] }
        switch action {
        case .edit(let edit):
            let edited = LineEditor(text: state.view.filter, cursor: cursor).applying(edit)
            state.view.prompt = .filter(cursor: edited.cursor)
            state.view.draftSearch(edited.text)
        case .complete:
            guard let completed = QueryCompletion.complete(text: state.view.filter, cursor: cursor, values: state.arrangement.values) else {
                return []
            }
            state.view.prompt = .filter(cursor: completed.cursor)
            state.view.draftSearch(completed.text)
        case .accept:
            let text = state.view.filter
            state.view.prompt = nil
            state.view.draftSearch("")
            return search(text, &state, now: now)
        case .cancel:
            state.view.prompt = nil
            state.view.draftSearch("")
        case .moveSelection(let delta):
            return reduce(&state, .moveSelection(by: delta), now: now)
        }
        return []
    }

    /// Sends `text`, translated to GitHub's syntax, as the new search: the rows of the last one
    /// go, the new one is read from the cache first, as any list. What could not be translated
    /// is said; with nothing left to send, nothing is asked.
    static func search(_ text: String, _ state: inout RepoList.State, now: Date) -> RepoList.Reaction {
        let syntax = GitHubSearchSyntax(typed: text, now: now)
        let unsent = syntax.unsent.map { TerminalText.sanitize($0) }.joined(separator: "; ")
        guard !syntax.query.isEmpty else {
            let message = unsent.isEmpty ? "type words or qualifiers to search GitHub: lang:swift stars:>100"
                : "nothing GitHub can search for — \(unsent)"
            return .delegate(.notice(StatusNotice(message: message, tone: .warning)))
        }
        let notice: RepoList.Reaction = unsent.isEmpty ? []
            : .delegate(.notice(StatusNotice(message: "not sent to GitHub: \(unsent)", tone: .warning)))
        state.searchText = text
        guard syntax.query != state.search else { return startLoad(&state) + notice }
        state.search = syntax.query
        state.sinceLastVisit = nil
        forgetRows(&state)
        return startLoad(&state) + notice
    }
}
