import Foundation
import RepoCore
import TerminalUI

/// The whole app as one value: the stack of open screens, what lies over them, and what the
/// status line says on their behalf.
public struct AppState: Equatable, Sendable {
    /// Open screens, the first user's list at the bottom; the last has the keys.
    var screens: [ScreenEntry] = []
    /// Shown in the status line in place of the screen's message until the next key.
    public var notice: StatusNotice?
    /// The notices shown so far, newest last (`!`).
    var log: [LoggedMessage] = []
    /// GitHub's remaining budget, as last reported.
    public internal(set) var apiBudget: APIBudget?
    /// GitHub's search budget, as last reported: shown while a search is on screen.
    public internal(set) var searchBudget: APIBudget?
    /// A wait before the client tries a request again, counted down in the status line.
    var retryWait: RetryWait?
    var size: Size
    /// The list's columns, in order (`C` chooses them; remembered between runs).
    var columns: [ColumnID]
    var network: NetworkPolicy
    /// A token is given: the app asks whose it is (`identifyViewer`) at start.
    public var identifiesViewer = false
    /// The owner a start opens goes among `u`'s recent owners; not for the plain output (`--json`,
    /// a pipe), which a script may run every minute and which has no `u`.
    public var remembersStartOwner = true
    /// The token's user, once known: their own list offers the Member of scope.
    var viewer: GitHubUsername?
    /// Plain words in the filter match fuzzily (the config's `fuzzy`).
    public var fuzzyFilter = false
    /// A wide terminal shows the list and the detail side by side; the accessible mode keeps one page.
    public var splitsWide = true
    /// The split layout's fetched preview of the selected repository, once the selection rested.
    var preview: Preview?
    /// What the CI column knows, by repository, and what it is asking (`CICoordinator`); kept
    /// for the whole session.
    var ci = RestingAsks<RepoID, CIStatus>()
    /// The lists whose query tests CI (`ci:failure`): only they, or the column, make it ask.
    var ciQueries: Set<ScreenID> = []
    /// The previews dropped last, shown again at once when their repository is selected again.
    var recentPreviews = RecentPreviews()
    /// Every git job on clones asked for in this run (`c`, `F`, `U`).
    var clones = CloneQueue()
    /// The last commits of the clones a detail showed, by the clone's path (`git log -1`, on demand).
    var lastCommits: [String: LocalCommit] = [:]
    public var isFinished = false
    /// `--pick`: Enter ends the app with a clone's path instead of opening the detail.
    public var picking: Picking?
    var nextID = 1

    public init(size: Size, network: NetworkPolicy = .online, columns: [ColumnID] = ColumnID.defaults,
                notice: StatusNotice? = nil) {
        self.size = size
        self.network = network
        self.columns = columns
        self.notice = notice
    }

    /// The first owner's list, as the plain output prints it and the first frame waits for it.
    public var firstList: RepoList.State? {
        if case .list(let state)? = screens.first?.screen { state } else { nil }
    }

    /// The first list's screen, for what addresses it from outside (`repotui-bench`).
    public var firstListID: ScreenID? {
        if case .list? = screens.first?.screen { screens.first?.id } else { nil }
    }

    /// The screen with the keys.
    var focused: ScreenEntry? { screens.last }

    /// The lists opened, the first user's first.
    var lists: [(id: ScreenID, state: RepoList.State)] {
        screens.compactMap { entry in
            if case .list(let state) = entry.screen { (entry.id, state) } else { nil }
        }
    }

    /// What git said of this repository's clone, as the nearest list that knows has it.
    func cloneState(of repository: RepoID) -> CloneState? {
        for entry in screens.reversed() {
            if case .list(let state) = entry.screen, var clone = state.cloneStates[repository] {
                clone.lastCommit = lastCommits[clone.path]
                return clone
            }
        }
        return nil
    }

    /// How a detail of `repository` may ask GitHub: not at all for a local-only row whose name
    /// GitHub does not hold (it would answer 404 to every part); one GitHub holds (moved, or
    /// there after all) is asked for, and the detail becomes that repository's.
    func network(for repository: Repository) -> NetworkPolicy {
        guard LocalOnlyRow.isLocalOnly(repository.id) else { return network }
        let row = lists.lazy.compactMap { $0.state.localOnly.first { $0.repository.id == repository.id } }.first
        switch row?.fate {
        case .moved?, .onGitHub?: return network
        case .gone?, .unknown?, nil: return .offline
        }
    }

    /// For a detail about to show the repository's clone: its last commit, asked of git.
    func readLastCommit(of repository: RepoID) -> [AppEffect] {
        cloneState(of: repository).map { [.readLastCommit(path: $0.path)] } ?? []
    }

    func index(of id: ScreenID) -> Int? {
        screens.firstIndex { $0.id == id }
    }

    /// Shows `notice` in the status line until the next key, and keeps it in the log.
    mutating func note(_ notice: StatusNotice, at now: Date, details: [String] = []) {
        self.notice = notice
        log.append(LoggedMessage(at: now, text: notice.message, tone: notice.tone, details: details))
        if log.count > LoggedMessage.kept { log.removeFirst(log.count - LoggedMessage.kept) }
    }

    /// Puts `screen` on top and returns its id.
    mutating func push(_ screen: Screen) -> ScreenID {
        let id = allocateID()
        screens.append(ScreenEntry(id: id, screen: screen))
        return id
    }

    /// A new id, for a screen or the preview: results addressed to it reach nothing else.
    mutating func allocateID() -> ScreenID {
        defer { nextID += 1 }
        return ScreenID(nextID)
    }

    /// A detail with no keys, beside the list it previews for.
    struct Preview: Equatable, Sendable {
        var id: ScreenID
        /// The list whose selection it shows.
        var list: ScreenID
        var detail: RepoDetail.State
    }
}

/// Names one open screen, so the result of an effect reaches the screen that asked for it — and
/// nothing, once that screen is closed.
public struct ScreenID: Hashable, Comparable, Sendable, CustomStringConvertible {
    let rawValue: Int

    init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: ScreenID, rhs: ScreenID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "#\(rawValue)" }
}

struct ScreenEntry: Equatable, Sendable {
    var id: ScreenID
    var screen: Screen
}

/// A wait before a retry ("GitHub answered 503"), until a time.
public struct RetryWait: Equatable, Sendable {
    /// Why, in a few words.
    var reason: String
    var until: Date

    public init(reason: String, until: Date) {
        self.reason = reason
        self.until = until
    }
}
