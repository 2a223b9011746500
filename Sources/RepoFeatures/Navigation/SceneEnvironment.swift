import Foundation
import RepoCore
import TerminalUI

/// The dependencies every scene is built from; the composition root fills it with live parts,
/// tests with stubs and a fixed clock.
public struct SceneEnvironment: Sendable {
    public var source: any RepoSource
    /// nil with `--no-cache`, or when no cache could be opened.
    public var cache: (any RepoCache)?
    public var network: NetworkPolicy
    public var now: @Sendable () -> Date
    public var timeZone: TimeZone
    /// Said once in the status line at start (a cache that had to be moved aside, say).
    public var startupNotice: String?
    /// GitHub's rate limit as last reported, shown in the status line; nil shows nothing.
    public var apiBudget: APIBudgetMonitor?
    /// A wait before a retry, counted down in the status line.
    public var retryWait: RetryWaitMonitor?
    /// The colours the terminal draws with (the language bar uses shades without colour).
    public var colorDepth: ColorDepth = .extended
    /// The list's order at start (`--sort`, `--direction`).
    public var initialSort: RepoSort
    /// The browser and the clipboard, for `o` and `y`; nil says they are not available.
    public var externalActions: (any ExternalActions)?

    public init(
        source: any RepoSource, cache: (any RepoCache)? = nil, network: NetworkPolicy = .online,
        now: @escaping @Sendable () -> Date = { Date() }, timeZone: TimeZone = .current,
        startupNotice: String? = nil, apiBudget: APIBudgetMonitor? = nil, retryWait: RetryWaitMonitor? = nil,
        initialSort: RepoSort = .default,
        externalActions: (any ExternalActions)? = nil
    ) {
        self.initialSort = initialSort
        self.source = source
        self.cache = cache
        self.network = network
        self.now = now
        self.timeZone = timeZone
        self.startupNotice = startupNotice
        self.apiBudget = apiBudget
        self.retryWait = retryWait
        self.externalActions = externalActions
    }

    public var sync: RepoSync {
        RepoSync(source: source, cache: cache, network: network, now: now)
    }

    public var dates: DateText { DateText(timeZone: timeZone) }
}
