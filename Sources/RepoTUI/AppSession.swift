import Foundation
import RepoCore
import RepoFeatures
import TerminalUI

/// What both modes — the screen and the plain output — are built from once the command line is
/// read and the cache opened: who to show, how, and the live parts behind the effects.
struct AppSession: Sendable {
    var user: GitHubUsername
    var scope: RepoScope = .repositories
    var sort: RepoSort
    /// `--filter`: the query the list starts with; `--search`: the search.
    var filter: String = ""
    /// `--search` without a login or a token: no owner's lists beside the search.
    var searchesOnly = false
    var network: NetworkPolicy
    /// A token is given: the app finds out whose (the Member of scope of their own list).
    var hasToken = false
    var sync: RepoSync
    /// Said once in the status line at start (a cache that had to be moved aside, say).
    var startupNotice: String?
    /// nil: the column choice is not remembered (`--no-cache`, or no cache directory).
    var columns: ColumnPreferences?
    var events: AppEventSink
    var clock: AppClock = .live
    var timeZone: TimeZone = .current
    /// nil: `c` says cloning is not available.
    var cloning: CloneRuntime?
    /// The columns until `C` chooses others (the config file's).
    var defaultColumns = ColumnID.defaults
    /// Plain words in the filter match fuzzily (the config file's `fuzzy`).
    var fuzzyFilter = false
    /// The key tables with the config file's rebindings.
    var keys = KeyMaps.standard
    /// The colours by role (the config file's `[theme]`).
    var theme = Theme.dark
    /// Issue 31's accessible mode (`--accessible`, `ACCESSIBLE`, `accessible = true`).
    var accessible = false
    /// `--pick`: Enter ends the app with a clone's path.
    var picks = false
    /// nil: `A` and `Z` change nothing (the plain output).
    var changes: ChangeRuntime?

    /// The list's own state machine run without a screen, as the plain modes run it (`--json`,
    /// a change's plan): started, and settled once nothing is left running.
    @MainActor
    func settledStore() async -> Store {
        let store = makeStore(size: Size(width: 0, height: 0), external: nil, remembersStartOwner: false)
        store.send(.start(user, scope: scope, sort: sort, filter: filter, searchesOnly: searchesOnly))
        await store.settle()
        return store
    }

    /// A store for a screen of `size`, opening and copying through `external`, connected to the
    /// client's reports; effects no first frame is drawn from wait for `firstFrame` to open.
    /// `remembersStartOwner`: the owner started with goes among `u`'s recent owners.
    @MainActor
    func makeStore(size: Size, external: (any ExternalActions)?, firstFrame: FirstFrameLatch? = nil,
                   remembersStartOwner: Bool = true) -> Store {
        var state = AppState(size: size, network: network, columns: columns?.load(fallback: defaultColumns) ?? defaultColumns)
        state.remembersStartOwner = remembersStartOwner
        state.notice = startupNotice.map { StatusNotice(message: $0, tone: .warning) }
        state.identifiesViewer = hasToken
        state.fuzzyFilter = fuzzyFilter
        state.splitsWide = !accessible
        if picks {
            state.picking = .choosing
            state.notice = state.notice ?? Picking.notice
        }
        // A screen without rows (the plain output) draws no first frame to read a first screen for.
        let runner = LiveEffects(sync: sync, external: external, clock: clock, network: network, columns: columns,
                                 cloning: cloning, readsFirstScreens: size.height > 0, changes: changes,
                                 firstFrame: firstFrame)
        var keys = keys
        keys.picks = picks
        let store = Store(state: state, runner: runner,
                          clock: clock, timeZone: timeZone, keys: keys, accessible: accessible)
        events.connect { [weak store] action in store?.send(action) }
        return store
    }
}
