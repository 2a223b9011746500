import Foundation
import RepoCore
import TerminalUI

/// Turns the interactor's plain data into display-ready strings. Pure: no I/O, no terminal;
/// the clock is passed in so the same input always gives the same view model.
@MainActor
public final class RepoListPresenter: RepoListPresentationLogic {
    public weak var display: (any RepoListDisplayLogic)?
    private let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    public func presentLoading(_ response: RepoList.Response.Loading) {
        display?.display(Self.viewModel(loading: response, now: now()))
    }

    public func presentRepositories(_ response: RepoList.Response.Repositories) {
        display?.display(Self.viewModel(repositories: response, now: now()))
    }

    public func presentFailure(_ response: RepoList.Response.Failure) {
        display?.display(Self.viewModel(failure: response))
    }

    // MARK: Pure mappings

    public nonisolated static let listHints = "↑↓ move  ⏎ open  r refresh  q quit"

    public nonisolated static func viewModel(loading response: RepoList.Response.Loading, now: Date) -> RepoList.ViewModel {
        guard let current = response.current else {
            return RepoList.ViewModel(
                header: TerminalText.sanitize(response.user.rawValue),
                state: .loading(message: "Loading \(response.user.rawValue)'s repositories…"),
                status: StatusLine(message: "loading…", tone: .busy, hints: listHints))
        }
        var model = viewModel(repositories: current, now: now)
        model.status = StatusLine(message: "refreshing…", tone: .busy, hints: listHints)
        return model
    }

    public nonisolated static func viewModel(repositories response: RepoList.Response.Repositories, now: Date) -> RepoList.ViewModel {
        let count = response.repositories.count
        let header = "\(response.user.rawValue) · \(count) \(count == 1 ? "repository" : "repositories")"
        let status: StatusLine
        if let error = response.refreshError {
            status = StatusLine(message: "refresh failed: \(TerminalText.sanitize(error.userMessage)) — r to retry",
                                tone: .error, hints: listHints)
        } else {
            let position = count == 0 ? "" : "\(response.selection.index + 1)/\(count)"
            status = StatusLine(message: position, tone: .normal, hints: listHints)
        }
        guard count > 0 else {
            return RepoList.ViewModel(header: header, state: .empty(message: "no public repositories"), status: status)
        }
        let start = min(response.selection.offset, count - 1)
        let end = min(count, start + max(1, response.visibleRows))
        let rows = response.repositories[start..<end].map { row(for: $0, now: now) }
        let selected = response.selection.index - start
        let page = RepoList.Page(rows: rows, selectedRow: rows.indices.contains(selected) ? selected : nil)
        return RepoList.ViewModel(header: header, state: .loaded(page), status: status)
    }

    public nonisolated static func viewModel(failure response: RepoList.Response.Failure) -> RepoList.ViewModel {
        let message: String
        switch response.error {
        case .userNotFound:
            // Retrying cannot make the account exist: no retry hint.
            message = TerminalText.sanitize(response.error.userMessage)
        default:
            message = TerminalText.sanitize(response.error.userMessage) + " — r to retry"
        }
        return RepoList.ViewModel(
            header: response.user.rawValue,
            state: .error(message: message),
            status: StatusLine(message: "error", tone: .error, hints: listHints))
    }

    public nonisolated static func row(for repository: Repository, now: Date) -> RepoList.Row {
        RepoList.Row(
            name: TerminalText.sanitize(repository.name),
            description: repository.description.map(TerminalText.sanitize) ?? "",
            language: repository.language.map(TerminalText.sanitize) ?? "",
            stars: "★ " + CompactNumber.format(repository.stargazersCount),
            pushed: repository.pushedAt.map { RelativeTime.describe($0, now: now) } ?? "never",
            isQuiet: repository.isFork || repository.isArchived)
    }
}
