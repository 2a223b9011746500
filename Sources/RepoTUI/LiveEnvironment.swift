import Foundation
import GitHubAPI
import Logging
import RepoCore
import RepoFeatures
import RepoStore

/// The real parts, chosen from options and the environment.
struct LiveEnvironment {
    /// What the command line says about the network; the environment fills in the rest.
    struct Options {
        var apiURL: String?
        var timeout: TimeInterval = 15
        var logFile: String?
        /// Pages fetched side by side once the first names the last; 1 walks them one by one.
        var maxConcurrentPages = 4
    }

    let client: GitHubClient
    let tokenSource: TokenSource
    /// Whose rows the cache reads and writes (`CacheAccount`).
    let cacheAccount: String
    let logger: Logger
    /// The rate limit each response reports, and the waits before retries, for the status line.
    let events = AppEventSink()

    /// `clock` dates the client's retry waits, as the store dates everything else.
    init(
        options: Options, environment: [String: String],
        tokenLookup: TokenLookup? = nil, clock: AppClock = .live
    ) throws {
        let baseURL = try Self.apiRoot(option: options.apiURL, environment: environment)
        let lookup = tokenLookup ?? TokenLookup(
            runCommand: { CommandOutput.run($0, environment: environment) },
            readFile: { Self.smallFile(atPath: $0) })
        let (token, source) = lookup.token(environment: environment, host: Self.ghHost(for: baseURL))
        tokenSource = source
        cacheAccount = CacheAccount.key(token: token)
        logger = try Self.logger(path: options.logFile ?? environment["REPOTUI_LOG"].flatMap { $0.isEmpty ? nil : $0 },
                                 secrets: [token].compactMap { $0 })
        let configuration = GitHubClient.Configuration(
            baseURL: baseURL, token: token, userAgent: AppVersion.userAgent, timeout: options.timeout,
            rateLimitObserver: { [events, logger] reading in
                if reading.resource == "search", let budget = Self.budget(from: reading, resource: "search") {
                    events.send(.searchBudgetRead(budget))
                }
                guard let budget = Self.budget(from: reading) else { return }
                events.send(.apiBudgetRead(budget))
                logger.debug("rate limit", metadata: ["remaining": "\(budget.remaining)", "limit": "\(budget.limit)"])
            },
            maxConcurrentPages: options.maxConcurrentPages,
            retryObserver: { [events, logger, clock] notice in
                let seconds = Double(notice.delay.components.seconds) + Double(notice.delay.components.attoseconds) / 1e18
                events.send(.retryWaitStarted(RetryWait(reason: Self.reason(for: notice), until: clock.now().addingTimeInterval(seconds))))
                logger.info("retrying", metadata: [
                    "reason": "\(Self.reason(for: notice))", "attempt": "\(notice.attempt)",
                    "delay_s": "\(seconds)", "url": "\(notice.url.absoluteString)",
                ])
            })
        client = GitHubClient(configuration: configuration, logger: logger)
        logger.info("repotui \(AppVersion.current) started",
                    metadata: ["api": "\(baseURL.absoluteString)", "token": "\(source)"])
    }

    /// `--api-url`, else `GITHUB_API_URL`, else `GH_HOST` (gh's convention: an Enterprise server
    /// at `https://HOST/api/v3`), else github.com.
    static func apiRoot(option: String?, environment: [String: String]) throws -> URL {
        func nonEmpty(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        if let text = option ?? nonEmpty("GITHUB_API_URL") {
            guard let url = parseAPIURL(text) else { throw LiveEnvironmentError.invalidAPIURL(text) }
            return url
        }
        if let host = nonEmpty("GH_HOST")?.lowercased(), host != "github.com", host != "api.github.com" {
            guard let url = parseAPIURL("https://\(host)/api/v3") else { throw LiveEnvironmentError.invalidHost(host) }
            return url
        }
        return GitHubClient.Configuration.gitHubDotCom
    }

    /// Why the client waits, in a few words for the status line.
    static func reason(for notice: RetryNotice) -> String {
        switch notice.reason {
        case .secondaryRateLimit: "GitHub asked to slow down"
        case .serverError(let status): "GitHub answered \(status)"
        case .transport(let detail): "connection trouble (\(detail))"
        }
    }

    /// Only the budget of `resource` (core: what listing repositories spends; a reading that
    /// names none is core's), and only a complete reading.
    static func budget(from reading: RateLimit, resource: String = "core") -> APIBudget? {
        guard reading.resource == resource || (resource == "core" && reading.resource == nil),
              let remaining = reading.remaining, let limit = reading.limit, limit > 0 else { return nil }
        return APIBudget(remaining: remaining, limit: limit, resetAt: reading.resetAt)
    }

    /// A file's text when it is a regular file of at most a megabyte (a config, not a device).
    static func smallFile(atPath path: String) -> String? {
        // stat(2), not FileManager's attributes: those look up the owner's name, at every start.
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= 1 << 20,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The host `gh auth token --hostname` knows the API root by.
    static func ghHost(for apiRoot: URL) -> String? {
        guard let host = apiRoot.host?.lowercased(), host != "api.github.com" else { return nil }
        return host
    }

    private static func logger(path: String?, secrets: [String]) throws -> Logger {
        guard let path else { return GitHubClient.silentLogger }
        let file = try LogFile(path: path, secrets: secrets)
        return Logger(label: "repotui") { label in FileLogHandler(label: label, sink: file) }
    }

    /// Opens the cache the options ask for. Never fails: without a usable cache the app runs
    /// without one, and the notice says why.
    /// `offline` (`--offline`) only reads: a server never fetched from has no cache, and none
    /// is created for it — there would be nothing in it.
    static func openCache(
        directoryOption: String?, disabled: Bool, offline: Bool = false, apiRoot: URL, account: String = "",
        environment: [String: String]
    ) -> (cache: SQLiteRepoCache?, notice: CacheNotice?) {
        guard !disabled else { return (nil, nil) }
        guard let root = CacheLocation.directory(option: directoryOption, environment: environment) else {
            return (nil, .disabled("no cache directory: set HOME, XDG_CACHE_HOME or REPOTUI_CACHE_DIR, or pass --cache-dir"))
        }
        let directory = cacheFolder(in: root, apiRoot: apiRoot)
        if offline, !SQLiteRepoCache.exists(in: directory) { return (nil, nil) }
        let opened = SQLiteRepoCache.open(directory: directory, account: account)
        return (opened.cache, opened.notice)
    }

    /// The folder of `apiRoot`'s cache in the cache directory `root`.
    static func cacheFolder(in root: URL, apiRoot: URL) -> URL {
        root.appendingPathComponent(CacheLocation.folderName(for: apiRoot), isDirectory: true)
    }

    static func parseAPIURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host != nil else { return nil }
        return url
    }
}

enum LiveEnvironmentError: Error, CustomStringConvertible {
    case invalidAPIURL(String)
    case invalidHost(String)

    var description: String {
        switch self {
        case .invalidAPIURL(let text): "GITHUB_API_URL must be an http or https URL, got '\(TerminalTextForErrors.quote(text))'"
        case .invalidHost(let host): "GH_HOST must be a host name, got '\(TerminalTextForErrors.quote(host))'"
        }
    }
}
