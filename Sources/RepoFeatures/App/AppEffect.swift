import Foundation
import RepoCore

/// What the app asks the world to do; the effect runtime carries these out and sends the results
/// back as actions. Only values here: tests compare whole lists of them.
public enum AppEffect: Equatable, Sendable {
    /// A list's I/O (its loads, noting its owner as opened, pins); results go to that screen.
    case list(ScreenID, RepoList.Effect)
    /// The owner picker's read of the owners kept at hand; the result goes to that screen.
    case owners(ScreenID, OwnerPicker.Effect)
    /// A detail's load; results go to that screen.
    case detail(ScreenID, RepoDetail.Effect)
    /// A bulk change's comparisons and writes; results go to that screen.
    case bulkChange(ScreenID, BulkChange.Effect)
    /// The pages of a conversation or of a run's jobs; results go to that screen.
    case activityDetail(ScreenID, ActivityDetail.Effect)
    /// The journal's read; the result goes to that screen.
    case history(ScreenID, ChangeHistory.Effect)
    /// The screen closed: cancel what it started, and deliver nothing more to it.
    case cancel(ScreenID)
    /// Open a page or copy text → `.externalOutcome`.
    case perform(ExternalRequest)
    /// Send `.tick` every second until `until`, and once after.
    case countDown(until: Date)
    /// Remember the list's columns for the next run.
    case saveColumns([ColumnID])
    /// Find out whose the token is → `.viewerIdentified` (nothing when it cannot be told).
    case identifyViewer
    /// Star the repository, or unstar it, whichever it is not → `.starToggled`.
    case toggleStar(Repository)
    /// Clone it with git → `.cloneProgress` while it runs, then `.cloneFinished`.
    case clone(job: Int, Repository)
    /// Fetch the clone, or fast-forward it to its upstream → `.cloneUpdated`.
    case updateClone(job: Int, Repository, CloneUpdate)
    /// Stop that job (a clone's partial directory is removed); nothing more comes of it.
    case stopClone(job: Int)
    /// The last commit of the clone at `path` → `.lastCommitRead`; a newer one replaces it.
    case readLastCommit(path: String)
    /// Wait `milliseconds`, then → `.previewRested`; a newer one replaces it (the selection moved).
    case previewAfterRest(list: ScreenID, RepoID, milliseconds: Int)
    /// Wait `milliseconds`, then → `.ciRested`; a newer one replaces it (the list moved).
    case ciAfterRest(milliseconds: Int)
    /// The latest run of each one's default branch, from the cache and — with `fetch` — GitHub,
    /// four at a time → `.ciRead` as each is known; a newer one replaces it.
    case readCI([Repository], fetch: Bool)

    /// Effects with the same key replace each other: starting one cancels the one in flight.
    /// Every effect names its own — no default — so a new one cannot silently cancel another.
    public var key: EffectKey? {
        switch self {
        // A screen's load: the cache read, then the revalidation, each replacing the one before.
        case .list(let id, .readCachedList), .list(let id, .revalidateList),
             .list(let id, .readCachedMemberships), .list(let id, .revalidateMemberships),
             .detail(let id, .loadRepository), .detail(let id, .loadReadme):
            EffectKey(screen: id, name: "load")
        // Each part of a detail loads beside the others (and beside the README).
        case .detail(let id, .loadPart(let kind, _, _)), .detail(let id, .fetchPartLater(let kind, _, _)):
            EffectKey(screen: id, name: "part " + kind.rawValue)
        case .detail(let id, .checkStar), .detail(let id, .setStar): EffectKey(screen: id, name: "star")
        // A tab's pages come one after another; asking for its first page again replaces them.
        case .detail(let id, .loadActivity(let query, _, _)): EffectKey(screen: id, name: "activity " + query.kind.rawValue)
        // The list moved: the wait starts over, and the batch asked after it replaces the last.
        case .detail(let id, .restBeforePullStatuses): EffectKey(screen: id, name: "pull statuses rest")
        case .detail(let id, .loadPullStatuses): EffectKey(screen: id, name: "pull statuses")
        case .list(let id, .findClones): EffectKey(screen: id, name: "clones")
        case .list(let id, .readCloneStates): EffectKey(screen: id, name: "clone states")
        case .list(let id, .findLocalOnly): EffectKey(screen: id, name: "local only")
        case .list(let id, .askAboutLocalOnly): EffectKey(screen: id, name: "local only fates")
        case .list(let id, .prepareList): EffectKey(screen: id, name: "arrange")
        case .list(let id, .compareLists): EffectKey(screen: id, name: "compare")
        case .owners(let id, .loadOwners): EffectKey(screen: id, name: "owners")
        case .bulkChange(let id, .compareForks): EffectKey(screen: id, name: "compare forks")
        // One write at a time: the next is asked for by the answer to the last.
        case .bulkChange(let id, .apply): EffectKey(screen: id, name: "apply")
        // The cache hears of what was applied even when the screen has closed meanwhile.
        case .bulkChange(_, .record): nil
        case .history(let id, .readJournal): EffectKey(screen: id, name: "journal")
        // One page after another; reading again from the first replaces them.
        case .activityDetail(let id, .loadPage): EffectKey(screen: id, name: "pages")
        case .list(_, .owners(.recordOpened)), .list(_, .owners(.togglePin)): nil
        case .countDown: EffectKey(screen: nil, name: "countdown")
        case .saveColumns: EffectKey(screen: nil, name: "columns")
        case .identifyViewer: EffectKey(screen: nil, name: "viewer")
        case .clone(let job, _), .updateClone(let job, _, _): Self.cloneKey(job: job)
        case .previewAfterRest: EffectKey(screen: nil, name: "preview")
        case .ciAfterRest: EffectKey(screen: nil, name: "ci rest")
        case .readCI: EffectKey(screen: nil, name: "ci")
        case .readLastCommit: EffectKey(screen: nil, name: "last commit")
        case .cancel, .perform, .toggleStar, .stopClone: nil
        }
    }
}

extension AppEffect {
    /// Clone queue job `job`'s key: `.stopClone` cancels the effect holding it.
    public static func cloneKey(job: Int) -> EffectKey { EffectKey(screen: nil, name: "clone \(job)") }
}

public struct EffectKey: Hashable, Sendable {
    public var screen: ScreenID?
    var name: String

    public init(screen: ScreenID?, name: String) {
        self.screen = screen
        self.name = name
    }
}
