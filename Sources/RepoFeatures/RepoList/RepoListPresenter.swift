import Foundation
import RepoCore
import TerminalUI

/// The list's state as display-ready text. Pure: the same state, columns and time always give
/// the same view model. Which screen it is — loading, failed, empty or rows — is decided here
/// and nowhere else (`screen(of:)`).
enum RepoListPresenter {
    /// What the list's pane shows.
    enum Screen: Equatable {
        case loading
        case failed(RepoList.FailureReason)
        /// Rows (or an empty list) are known; `busy` while a load is in flight.
        case rows(busy: Bool)
    }

    static func screen(of state: RepoList.State) -> Screen {
        if state.awaitsSearch { return .rows(busy: false) }
        if state.known != nil || !state.rows.isEmpty || state.memberships != nil { return .rows(busy: state.load != nil) }
        if state.load == nil, let failure = state.failure { return .failed(failure) }
        return .loading
    }

    /// `ci`: what the CI column knows (the app's, `CICoordinator`).
    static func viewModel(_ state: RepoList.State, columns: [ColumnID] = ColumnID.defaults, ci: [RepoID: CIStatus] = [:],
                                 context: PresentationContext) -> RepoList.ViewModel {
        var model = content(state, columns: columns, ci: ci, context: context)
        model.status.hints = RepoListStatus.hints(state, keys: context.keys)
        return model
    }

    private static func content(_ state: RepoList.State, columns: [ColumnID], ci: [RepoID: CIStatus],
                                context: PresentationContext) -> RepoList.ViewModel {
        let user = title(state)
        switch screen(of: state) {
        case .loading:
            return RepoList.ViewModel(
                header: user, state: .loading(message: "Loading \(state.user.rawValue)'s \(scopeNoun(state.scope))…"),
                status: RepoListStatus.line(message: RepoListStatus.loadingMessage(state), tone: .busy, state: state))
        case .failed(let reason):
            return RepoList.ViewModel(
                header: user, state: .error(message: RepoListStatus.failureMessage(reason, user: state.user)),
                status: RepoListStatus.line(message: reason == .nothingCachedOffline ? "offline" : "error",
                                            tone: .error, state: state))
        case .rows(let busy) where state.scope == .memberOf:
            let status = busy ? RepoListStatus.busy(state, now: context.now) : RepoListStatus.settled(state, context: context)
            guard state.rowCount > 0 else {
                return RepoList.ViewModel(header: user, state: .empty(message: emptyMessage(state)), status: status)
            }
            var model = RepoList.ViewModel(header: user, state: .loaded(RepoList.Page(rows: [], selectedRow: nil)), status: status)
            model.organizations = RepoList.MembershipPage(state)
            return model
        case .rows(let busy):
            let count = state.rows.count
            let content: ViewState<RepoList.Page> = count == 0
                ? .empty(message: emptyMessage(state))
                : .loaded(page(state, columns: columns, ci: ci, now: context.now, accessible: context.accessible))
            let status = busy ? RepoListStatus.busy(state, now: context.now) : RepoListStatus.settled(state, context: context)
            return RepoList.ViewModel(header: user, state: content, status: status, profile: profile(state))
        }
    }

    /// "repositories", "starred repositories".
    static func scopeNoun(_ scope: RepoScope) -> String {
        switch scope {
        case .repositories: "repositories"
        case .starred: "starred repositories"
        case .memberOf: "organisations"
        case .search: "search results"
        }
    }

    /// The visible window of rows.
    static func page(_ state: RepoList.State, columns: [ColumnID], ci: [RepoID: CIStatus] = [:], now: Date,
                     accessible: Bool = false) -> RepoList.Page {
        let rows = state.rows
        let start = min(state.selection.offset, rows.count - 1)
        let end = min(rows.count, start + max(1, state.visibleRows))
        let descriptors = columns.map(ListColumn.of)
        let query = state.view.query
        let named = (name: columns.firstIndex(of: .name), description: columns.firstIndex(of: .description))
        let owner = state.user.rawValue
        let context = ColumnContext(now: now, cloned: state.cloned, cloneStates: state.cloneStates, ci: ci)
        let shown = rows[start..<end].map { repository in
            var row = row(for: repository, columns: descriptors, named: named, context: context, query: query, listedOwner: owner)
            row.mark = state.marked.contains(repository.id) ? .marked : state.cloned.contains(repository.id) ? .cloned : .none
            if accessible {
                row.spoken = SpokenRow.line(for: repository, listedOwner: owner, marked: state.marked.contains(repository.id),
                                            cloned: state.cloned.contains(repository.id), now: now)
            }
            return row
        }
        let selected = state.selection.index - start
        return RepoList.Page(columns: columns, rows: shown, selectedRow: shown.indices.contains(selected) ? selected : nil)
    }

    /// The language bar of all the user's repositories, whatever the filter shows.
    static func profile(_ state: RepoList.State) -> RepoList.Profile? {
        let totals = state.arrangement.totals
        guard totals.count > 0 else { return nil }
        return RepoList.Profile(languages: totals.languages, tabs: RepoList.TypeTabs(entries: totals.typeTabs, selected: state.view.type))
    }

    /// The header: the user alone until rows are known, then `header(_:)`.
    static func title(_ state: RepoList.State) -> String {
        if case .rows = screen(of: state) { return header(state) }
        return TerminalText.sanitize(state.user.rawValue)
    }

    /// "octocat · 12 of 250 repositories · forks · /lang:swift serv · ★ 17k · pushed ↓ · no forks": the
    /// query kept after Enter stays in view here, whatever the status line says meanwhile.
    static func header(_ state: RepoList.State) -> String {
        if state.scope == .memberOf {
            let count = state.rowCount
            return TerminalText.sanitize(state.user.rawValue) + " · member of \(count) \(count == 1 ? "organisation" : "organisations")"
        }
        if state.awaitsSearch { return "search GitHub" }
        let count = state.rows.count
        let totals = state.arrangement.totals
        let noun = totals.count == 1 ? "repository" : "repositories"
        let counted = count == totals.count ? "\(count) \(noun)" : "\(count) of \(totals.count) \(noun)"
        let arriving = if case .arriving = state.freshness { " so far" } else if !state.localOnly.isEmpty {
            " (\(state.localOnly.count) local only)"
        } else { "" }
        var parts = [TerminalText.sanitize(state.user.rawValue)]
        if state.scope == .starred { parts.append("starred") }
        if state.scope == .search {
            parts = ["search " + TerminalText.sanitize(state.search)]
            parts.append(searchCount(state) + arriving)
        } else {
            parts.append(counted + arriving)
        }
        if state.view.type != .all { parts.append(state.view.type.rawValue) }
        let filter = state.view.filter.trimmingCharacters(in: .whitespaces)
        if !filter.isEmpty, state.view.prompt == nil { parts.append("/" + TerminalText.sanitize(filter)) }
        parts += ["★ " + CompactNumber.format(totals.stars), state.view.sort.label]
        if state.view.hidesForks { parts.append("no forks") }
        if state.view.hidesArchived { parts.append("no archived") }
        return parts.joined(separator: " · ")
    }

    /// "12 results", "1,000 of 48,213 results" (GitHub lists no more than 1,000), "… (incomplete)"
    /// when GitHub's search gave up before looking everywhere; filtering on screen as elsewhere.
    static func searchCount(_ state: RepoList.State) -> String {
        let count = state.rows.count
        let listed = state.arrangement.totals.count
        let noun = listed == 1 ? "result" : "results"
        var text = count == listed ? "\(count) \(noun)" : "\(count) of \(listed) \(noun)"
        if let total = state.known?.searchTotal {
            if total.count > listed { text = (count == listed ? "\(count)" : "\(count) of \(listed)") + " of \(total.count) found" }
            if total.incomplete { text += " (incomplete)" }
        }
        return text
    }

    static func emptyMessage(_ state: RepoList.State) -> String {
        let totals = state.arrangement.totals
        guard totals.count > 0 else {
            switch state.scope {
            case .repositories: return "no public repositories"
            case .starred: return "\(TerminalText.sanitize(state.user.rawValue)) has starred nothing yet"
            case .memberOf: return "\(TerminalText.sanitize(state.user.rawValue)) is a member of no organisation"
            case .search where state.search.isEmpty:
                return "search all of GitHub: / then words and qualifiers (lang:swift stars:>100), Enter"
            case .search: return "GitHub found no repository for “\(TerminalText.sanitize(state.search))”"
            }
        }
        let filter = state.view.filter.trimmingCharacters(in: .whitespaces)
        let waiting = state.arrangement.awaitingCI.count
        if !filter.isEmpty, waiting > 0 {
            return "none matches “\(TerminalText.sanitize(filter))” yet — \(waiting) to ask GitHub about"
        }
        if !filter.isEmpty { return "no repository matches “\(TerminalText.sanitize(filter))” — Esc clears the filter" }
        return "all \(totals.count) are hidden — f shows forks, a shows archived"
    }

    /// "private", "archived", "fork" — or both words for a private one — before the description;
    /// words, so they read in monochrome as in colour.
    static func tag(of repository: Repository) -> String {
        let kind = repository.isArchived ? "archived" : repository.isFork ? "fork" : ""
        guard repository.isPrivate else { return kind }
        return kind.isEmpty ? "private" : "private " + kind
    }

    /// `named`: where the name and the description are among `columns`, found once per page.
    /// A repository of another owner than `listedOwner` (a starred one, an organisation's in
    /// your own list) is named `owner/name`: its name alone would not say whose it is.
    static func row(for repository: Repository, columns: [ListColumn], named: (name: Int?, description: Int?),
                    context: ColumnContext, query: RepoQuery = .everything, listedOwner: String? = nil) -> RepoList.Row {
        var cells = columns.map { $0.text(repository, context) }
        var ownerLength = 0
        if let index = named.name, let listedOwner,
           repository.owner.login.caseInsensitiveCompare(listedOwner) != .orderedSame {
            let owner = TerminalText.singleLine(repository.owner.login)
            cells[index] = owner + "/" + TerminalText.singleLine(repository.name)
            ownerLength = owner.count + 1
        }
        let name = named.name.map { cells[$0] } ?? TerminalText.singleLine(repository.name)
        let description = named.description.map { cells[$0] } ?? ""
        let matches = query.terms.isEmpty ? ([], []) : RepoFilter.highlights(of: query, name: name, description: description)
        var row = RepoList.Row(
            cells: cells, isQuiet: repository.isFork || repository.isArchived,
            tag: tag(of: repository),
            nameMatches: matches.0, descriptionMatches: matches.1)
        row.ownerLength = ownerLength
        return row
    }
}
