import Foundation
import RepoCore
import TerminalUI

/// Turns the interactor's plain data into display-ready strings. Pure: no I/O, no terminal;
/// the clock is passed in so the same input always gives the same view model.
@MainActor
public final class RepoListPresenter: RepoListPresentationLogic {
    public weak var display: (any RepoListDisplayLogic)?
    private let now: @Sendable () -> Date
    private let dates: DateText

    public init(now: @escaping @Sendable () -> Date, dates: DateText) {
        self.now = now
        self.dates = dates
    }

    public func presentLoading(_ response: RepoList.Response.Loading) {
        var model = Self.viewModel(loading: response, now: now(), dates: dates)
        model.profile = response.current.flatMap(Self.profile)
        display?.display(model)
    }

    public func presentRepositories(_ response: RepoList.Response.Repositories) {
        var model = Self.viewModel(repositories: response, now: now(), dates: dates)
        model.profile = Self.profile(response)
        display?.display(model)
    }

    public func presentFailure(_ response: RepoList.Response.Failure) {
        display?.display(Self.viewModel(failure: response))
    }

    // MARK: Pure mappings

    public nonisolated static let listHints = "⏎ open  / filter  s sort  ? help"
    nonisolated static let filterHints = "⏎ keep  Esc clear"
    nonisolated static let userHints = "⏎ open  Esc cancel"

    /// The status line's prompt, when one is open.
    nonisolated static func promptLine(_ prompt: RepoList.Prompt?, filter: String) -> PromptLine? {
        switch prompt {
        case .filter(let cursor)?:
            PromptLine(label: "/", text: TerminalText.sanitize(filter), cursor: cursor)
        case .user(let editor, let problem)?:
            PromptLine(label: "user: ", text: TerminalText.sanitize(editor.text), cursor: editor.cursor,
                       problem: problem.map(TerminalText.sanitize))
        case nil:
            nil
        }
    }

    /// A status line with the prompt in place of the message while one is open.
    nonisolated static func withPrompt(_ status: StatusLine, _ prompt: RepoList.Prompt?, filter: String) -> StatusLine {
        guard let line = promptLine(prompt, filter: filter) else { return status }
        var shown = status
        shown.prompt = line
        if case .user? = prompt { shown.hints = userHints } else { shown.hints = filterHints }
        return shown
    }

    public nonisolated static func viewModel(
        loading response: RepoList.Response.Loading, now: Date, dates: DateText
    ) -> RepoList.ViewModel {
        let pages = response.pages.map { pages in
            pages.total.map { "\(pages.done)/\($0) pages" } ?? "\(pages.done) \(pages.done == 1 ? "page" : "pages")"
        }
        guard let current = response.current else {
            return RepoList.ViewModel(
                header: TerminalText.sanitize(response.user.rawValue),
                state: .loading(message: "Loading \(response.user.rawValue)'s repositories…"),
                status: withPrompt(StatusLine(message: pages.map { "loading \($0)…" } ?? "loading…", tone: .busy, hints: listHints),
                                   response.prompt, filter: ""))
        }
        var model = viewModel(repositories: current, now: now, dates: dates)
        let activity = switch current.freshness {
        case .cached(let date): "cached · updated \(RelativeTime.describe(date, now: now)) · checking GitHub…"
        case .arriving: "loading…"
        case .current, .offline: "refreshing…"
        }
        let message = pages.map { activity.dropLast() + " \($0)…" } ?? activity
        model.status = withPrompt(StatusLine(message: message, tone: .busy, hints: listHints),
                                  current.view.prompt, filter: current.view.filter)
        return model
    }

    public nonisolated static func viewModel(
        repositories response: RepoList.Response.Repositories, now: Date, dates: DateText
    ) -> RepoList.ViewModel {
        let count = response.repositories.count
        let view = response.view
        let header = header(response)
        let position = count == 0 ? "" : "\(response.selection.index + 1)/\(count) · "
        let filter = view.filter.isEmpty || view.prompt != nil ? "" : "/\(TerminalText.sanitize(view.filter)) · "
        let freshness = freshnessMessage(response, now: now, dates: dates)
        let status = withPrompt(StatusLine(message: position + filter + freshness.message, tone: freshness.tone, hints: listHints),
                                view.prompt, filter: view.filter)
        guard count > 0 else {
            return RepoList.ViewModel(header: header, state: .empty(message: emptyMessage(response)), status: status)
        }
        let start = min(response.selection.offset, count - 1)
        let end = min(count, start + max(1, response.visibleRows))
        let rows = response.repositories[start..<end].map { row(for: $0, now: now, filter: view.filter) }
        let selected = response.selection.index - start
        let page = RepoList.Page(rows: rows, selectedRow: rows.indices.contains(selected) ? selected : nil)
        return RepoList.ViewModel(header: header, state: .loaded(page), status: status)
    }

    /// The language bar of all the user's repositories, whatever the filter shows.
    nonisolated static func profile(_ response: RepoList.Response.Repositories) -> RepoList.Profile? {
        RepoList.Profile(nonEmpty: response.totals?.languages ?? LanguageShares(repositories: response.repositories))
    }

    /// "octocat · 12 of 250 repositories · ★ 17k · pushed ↓ · no forks"
    nonisolated static func header(_ response: RepoList.Response.Repositories) -> String {
        let count = response.repositories.count
        let totals = response.totals ?? RepoList.Totals(response.repositories)
        let noun = totals.count == 1 ? "repository" : "repositories"
        let counted = count == totals.count ? "\(count) \(noun)" : "\(count) of \(totals.count) \(noun)"
        let arriving = if case .arriving = response.freshness { " so far" } else { "" }
        var parts = ["\(response.user.rawValue)", counted + arriving, "★ " + CompactNumber.format(totals.stars),
                     response.view.sort.label]
        if response.view.hidesForks { parts.append("no forks") }
        if response.view.hidesArchived { parts.append("no archived") }
        return parts.joined(separator: " · ")
    }

    nonisolated static func emptyMessage(_ response: RepoList.Response.Repositories) -> String {
        guard let totals = response.totals, totals.count > 0 else { return "no public repositories" }
        let filter = response.view.filter.trimmingCharacters(in: .whitespaces)
        if !filter.isEmpty { return "no repository matches “\(TerminalText.sanitize(filter))” — Esc clears the filter" }
        return "all \(totals.count) are hidden — f shows forks, a shows archived"
    }

    /// How current the rows are, for the status line: "updated just now", "cached · updated 3
    /// hours ago", or — when GitHub could not be asked — the time the data is from.
    nonisolated static func freshnessMessage(
        _ response: RepoList.Response.Repositories, now: Date, dates: DateText
    ) -> (message: String, tone: StatusLine.Tone) {
        let from = dates.clockTime(response.freshness.date, now: now)
        switch (response.refreshError, response.freshness) {
        case (.transport?, _), (nil, .offline):
            // The hints already offer `r`; a longer message would push them off an 80-column line.
            return ("offline — showing data from \(from)", .warning)
        case (let error?, _):
            let message = error.userMessage(now: now, timeZone: dates.timeZone)
            return ("refresh failed: \(TerminalText.sanitize(message)) — showing data from \(from)", .error)
        case (nil, .current(let date)):
            return ("updated \(RelativeTime.describe(date, now: now))", .normal)
        case (nil, .cached(let date)):
            return ("cached · updated \(RelativeTime.describe(date, now: now))", .normal)
        case (nil, .arriving):
            return ("loading…", .busy)
        }
    }

    public nonisolated static func viewModel(failure response: RepoList.Response.Failure) -> RepoList.ViewModel {
        let message: String
        switch response.reason {
        case .github(.userNotFound(let login)):
            // Retrying cannot make the account exist: no retry hint.
            message = TerminalText.sanitize(GitHubError.userNotFound(login).userMessage)
        case .github(let error):
            message = TerminalText.sanitize(error.userMessage) + " — r to retry"
        case .nothingCachedOffline:
            message = "nothing cached for \(response.user.rawValue) yet — run without --offline to fetch it"
        }
        return RepoList.ViewModel(
            header: response.user.rawValue,
            state: .error(message: message),
            status: withPrompt(StatusLine(message: response.reason == .nothingCachedOffline ? "offline" : "error",
                                          tone: .error, hints: listHints), response.prompt, filter: ""))
    }

    public nonisolated static func row(for repository: Repository, now: Date, filter: String = "") -> RepoList.Row {
        let name = TerminalText.sanitize(repository.name)
        let description = repository.description.map(TerminalText.sanitize) ?? ""
        let matches = filter.isEmpty ? ([], []) : RepoFilter.highlights(of: filter, name: name, description: description)
        return RepoList.Row(
            name: name,
            description: description,
            language: repository.language.map(TerminalText.sanitize) ?? "",
            stars: "★ " + CompactNumber.format(repository.stargazersCount),
            pushed: repository.pushedAt.map { RelativeTime.describe($0, now: now) } ?? "never",
            isQuiet: repository.isFork || repository.isArchived,
            tag: repository.isArchived ? "archived" : repository.isFork ? "fork" : "",
            nameMatches: matches.0, descriptionMatches: matches.1)
    }
}
