import Foundation
import RepoCore
import TerminalUI

/// The list's status line: where the selection is, how current the rows are, what is under way,
/// and — while one is open — the prompt in place of all that. Pure.
enum RepoListStatus {
    /// The keys worth a reminder in the list's current mode, from the key tables.
    static func hints(_ state: RepoList.State, keys: KeyMaps = .standard) -> [KeyHint] {
        switch state.view.prompt {
        case .filter?: keys.prompt(.filter).hints()
        case nil:
            keys.list.filter { state.scope != .memberOf || !$0.action.concernsRepositories }
                .map { binding in
                    // In the Search scope `/` edits the search: said so.
                    guard state.scope == .search, binding.action == .beginFilter, var hint = binding.hint else { return binding }
                    hint.text = "search"
                    var renamed = binding
                    renamed.hint = hint
                    return renamed
                }
                .hints()
                + (state.scopes.count > 1 ? [scopeHint] : [])
        }
    }

    /// Said only when there is another scope to go to.
    static let scopeHint = KeyHint("⇥", "scope", priority: 25)

    /// A status line with the prompt in place of the message while one is open.
    static func line(message: String, tone: StatusLine.Tone, state: RepoList.State) -> StatusLine {
        StatusLine(message: message, tone: tone, hints: hints(state), prompt: promptLine(state))
    }

    static func promptLine(_ state: RepoList.State) -> PromptLine? {
        switch state.view.prompt {
        case .filter(let cursor)?:
            filterPromptLine(state, cursor: cursor)
        case nil:
            nil
        }
    }

    /// The filter with what Tab would complete the word at the cursor to — or, when nothing, what
    /// the query cannot read (said as it is typed; that term filters nothing out).
    private static func filterPromptLine(_ state: RepoList.State, cursor: Int) -> PromptLine {
        let candidates = QueryCompletion.candidates(text: state.view.filter, cursor: cursor, values: state.arrangement.values).candidates
        let suggestions = candidates.isEmpty ? nil : "⇥ " + candidates.prefix(8).map { candidate in
            let value = candidate.text.split(separator: ":", maxSplits: 1).last.map(String.init) ?? candidate.text
            return candidate.count.map { "\(value) \($0)" } ?? candidate.text
        }.joined(separator: " · ")
        return PromptLine(label: state.scope == .search ? "search GitHub: " : "/", text: TerminalText.sanitize(state.view.filter), cursor: cursor,
                          problem: suggestions == nil ? state.view.query.problems.first.map(TerminalText.sanitize) : nil,
                          suggestions: suggestions.map(TerminalText.sanitize))
    }

    /// "loading…", "loading 7/30 pages…" before any row is shown.
    static func loadingMessage(_ state: RepoList.State) -> String {
        pagesText(state).map { "loading \($0)…" } ?? "loading…"
    }

    private static func pagesText(_ state: RepoList.State) -> String? {
        guard case .asking(let pages?) = state.load else { return nil }
        return pages.total.map { "\(pages.done)/\($0) pages" } ?? "\(pages.done) \(pages.done == 1 ? "page" : "pages")"
    }

    /// Rows on screen while a load is in flight.
    static func busy(_ state: RepoList.State, now: Date) -> StatusLine {
        let activity = switch state.freshness {
        case .cached(let date): "cached · updated \(RelativeTime.describe(date, now: now)) · checking GitHub…"
        case .arriving: "loading…"
        case .current, .offline: "refreshing…"
        }
        let message = pagesText(state).map { activity.dropLast() + " \($0)…" } ?? activity
        return line(message: message, tone: .busy, state: state)
    }

    /// Rows on screen, nothing under way: "2/8 · updated just now" (a kept filter is in the
    /// header), with what changed since the last visit when something did: "2/8 · since
    /// Tuesday: 2 new, ★ +41 (N) · updated just now".
    static func settled(_ state: RepoList.State, context: PresentationContext) -> StatusLine {
        let count = state.rowCount
        // Accessible mode: the position would be new text on every key; the row says itself.
        let position = count == 0 || context.accessible ? "" : "\(state.selection.index + 1)/\(count) · "
        let marked = state.marked.isEmpty ? "" : "\(state.marked.count) marked (c clones, M clears) · "
        let changes = state.sinceLastVisit.flatMap { $0.isEmpty ? nil : $0 }.map {
            ListChangesText.summary($0, now: context.now, timeZone: context.dates.timeZone) + " (N) · "
        } ?? ""
        let freshness = freshnessMessage(state, context: context)
        return line(message: position + marked + changes + freshness.message, tone: freshness.tone, state: state)
    }

    /// How current the rows are: "updated just now", "cached · updated 3 hours ago", or — when
    /// GitHub could not be asked — the time the data is from.
    static func freshnessMessage(_ state: RepoList.State, context: PresentationContext) -> (message: String, tone: StatusLine.Tone) {
        if state.awaitsSearch { return ("no search yet", .normal) }
        let now = context.now
        let from = context.dates.clockTime(state.freshness.date, now: now)
        switch (state.refreshError, state.freshness) {
        case (.transport?, _), (nil, .offline):
            return ("offline — showing data from \(from)", .warning)
        case (.userNotFound?, _):
            // An answer, not an outage: the account is gone or renamed; what is shown is a copy.
            return ("\(TerminalText.sanitize(state.user.rawValue)) was not found on GitHub (renamed or deleted?) — cached copy from \(from)", .error)
        case (let error?, _):
            let message = error.userMessage(now: now, timeZone: context.dates.timeZone)
            return ("refresh failed: \(TerminalText.sanitize(message)) — showing data from \(from)", .error)
        case (nil, .current(let date)):
            return ("updated \(RelativeTime.describe(date, now: now))", .normal)
        case (nil, .cached(let date)):
            return ("cached · updated \(RelativeTime.describe(date, now: now))", .normal)
        case (nil, .arriving):
            return ("loading…", .busy)
        }
    }

    static func failureMessage(_ reason: RepoList.FailureReason, user: GitHubUsername) -> String {
        switch reason {
        case .github(.userNotFound(let login)):
            // Retrying cannot make the account exist: no retry hint.
            TerminalText.sanitize(GitHubError.userNotFound(login).userMessage)
        case .github(let error):
            TerminalText.sanitize(error.userMessage) + " — r to retry"
        case .nothingCachedOffline:
            "nothing cached for \(user.rawValue) yet — run without --offline to fetch it"
        }
    }
}
