import ArgumentParser
import CMallocTuning
import CursesTerminal
import Foundation
import RepoConfig
import RepoCore
import RepoFeatures
import RepoStore
import TerminalUI

/// `repotui <user>`: parses and checks the command line, assembles the session's live parts and
/// hands over to the interactive app or the plain-text output.
public struct RepoTUICommand: AsyncParsableCommand {
    /// The key summary in `--help` lists the keys of the user's config file, so making it reads
    /// and checks that file and walks every screen's key table: about a millisecond that a start
    /// without `--help` does not need (issue 30). It is made only when help is asked for.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "repotui",
            abstract: "Browse a GitHub user's or organisation's repositories in the terminal.",
            discussion: asksForHelp(CommandLine.arguments.dropFirst()) ? discussion : "",
            version: AppVersion.current
        )
    }

    /// Whether these arguments make ArgumentParser print help (its spellings: `-h`, `--help`, and
    /// the dump of help other tools read; `repotui help` opens the user "help").
    static func asksForHelp(_ arguments: some Collection<String>) -> Bool {
        arguments.contains { ["-h", "--help", "--experimental-dump-help"].contains($0) }
    }

    private static var discussion: String {
        HelpOverlay.commandLineSummary(ConfigFile.keysForHelp(environment: ProcessInfo.processInfo.environment)) + """


                The mouse: the wheel scrolls, a click selects, a double click opens, a click on a column's \
                title sorts by it (--no-mouse turns it off).

                When standard output is not a terminal, one tab-separated line per repository is printed \
                instead (full name, description, language, stars, pushed_at).

                The list opens at once from the cache when it holds the user, then asks GitHub whether it \
                changed (a conditional request: an unchanged list costs no rate limit). Cache: --cache-dir, \
                else $REPOTUI_CACHE_DIR, else $XDG_CACHE_HOME/repotui, else ~/.cache/repotui; delete that \
                directory to clear it.

                Scopes: an owner's Repositories and Starred lists (Tab switches; --starred or --scope starts \
                in one). With a token, repotui without a login opens the token's user, and that user's \
                Repositories include private ones and their organisations'.

                Token: GH_TOKEN, else GITHUB_TOKEN, else what `gh auth token` prints when the gh CLI is \
                installed and logged in — sent as a Bearer token, never printed, never cached, never logged \
                (the log file says which of these it came from). The cache keeps each token's lists apart.

                Environment: GITHUB_API_URL sets the API root like --api-url; GH_HOST selects a GitHub \
                Enterprise server (https://HOST/api/v3) when neither is given; REPOTUI_CACHE_DIR sets the \
                cache directory like --cache-dir; REPOTUI_LOG sets the log file like --log-file; NO_COLOR \
                (not empty) turns colours off unless --color always.
                """
    }

    @Argument(help: "The GitHub user or organisation, e.g. octocat (default: the token's user).")
    public var user: String?

    @Flag(help: "Start in the user's starred repositories (--scope starred).")
    public var starred = false

    @Option(help: ArgumentHelp(
        "The list to start in: repos (the user's own, private ones too for the token's user), starred, or orgs (the token's user's organisations); Tab switches on screen.",
        valueName: "scope"))
    public var scope: RepoScope?

    @Option(name: .customLong("api-url"), help: ArgumentHelp(
        "The GitHub API root (default: $GITHUB_API_URL, else https://$GH_HOST/api/v3, else https://api.github.com).",
        valueName: "url"))
    public var apiURL: String?

    @Flag(help: "Print the repositories as a JSON array (GitHub's field names) and exit.")
    public var json = false

    @Flag(help: "Pick a repository: Enter prints the path of its clone (cloning it first) and exits — cd \"$(repotui --pick)\". The list is drawn on the terminal (/dev/tty); only the path goes to standard output.")
    public var pick = false

    @Option(name: .customLong("cache-dir"), help: ArgumentHelp(
        "Keep the cache in this directory (default: $REPOTUI_CACHE_DIR, else $XDG_CACHE_HOME/repotui, else ~/.cache/repotui).",
        valueName: "dir"))
    public var cacheDirectory: String?

    @Flag(name: .customLong("no-cache"), help: "Neither read nor write the cache.")
    public var noCache = false

    @Flag(help: "Do not use the network: show what the cache holds.")
    public var offline = false

    @Option(help: ArgumentHelp("Seconds one request may take (default 15).", valueName: "seconds"))
    public var timeout: Double = 15

    @Option(name: .customLong("max-concurrency"), help: ArgumentHelp(
        "Pages fetched side by side once the first names the last (default 4; 1 fetches one at a time).",
        valueName: "n"))
    public var maxConcurrency = 4

    @Option(help: ArgumentHelp(
        "The order at start (s cycles it on screen).",
        valueName: "field"))
    public var sort: RepoSort.Field?

    @Option(help: ArgumentHelp(
        "asc or desc (default: desc for dates and counts, asc for names; S reverses it on screen).",
        valueName: "direction"))
    public var direction: RepoSort.Direction?

    @Option(help: ArgumentHelp(
        "Start with the list narrowed by this query, as typed after / (the plain and --json output too).",
        valueName: "query"))
    public var filter: String?

    @Option(help: ArgumentHelp(
        "Search all of GitHub: the query as typed after / (lang:swift stars:>100 cli), sent in GitHub's search syntax; opens the Search tab (the plain and --json output too).",
        valueName: "query"))
    public var search: String?

    @Option(name: .customLong("log-file"), help: ArgumentHelp(
        "Append a log of requests, statuses, rate limits and timings to this file (default: $REPOTUI_LOG; none).",
        valueName: "path"))
    public var logFile: String?

    @Option(help: ArgumentHelp(
        "Colours: auto (when the terminal has them and NO_COLOR is unset), always, or never (bold, dim and reverse only).",
        valueName: "when"))
    public var color: ColorMode = .auto

    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (its own text selection) instead of clicking and scrolling in repotui.")
    public var noMouse = false

    @Flag(help: "For screen readers: rows as spoken lines, no box drawing or bars, the cursor on the selection, messages as new lines (also ACCESSIBLE=1).")
    public var accessible = false

    @Option(name: .customLong("config"), help: ArgumentHelp(
        "The config file to read (default: $XDG_CONFIG_HOME/repotui/config.toml, else ~/.config/repotui/config.toml).",
        valueName: "path"))
    public var configPath: String?

    @Flag(name: .customLong("no-config"), help: "Start without the config file: every setting at its default.")
    public var noConfig = false

    @Flag(name: .customLong("print-config"), help: "Print the configuration in effect, every default filled in, as a commented config.toml, and exit.")
    public var printConfig = false

    @OptionGroup(title: "Changing repositories (each prints its plan first)")
    var changeOptions: ChangeOptions

    @OptionGroup(title: "Inside a repository (printed as JSON for scripts)")
    var activityOptions: ActivityOptions

    public init() {}

    public func validate() throws {
        if let user {
            do {
                _ = try GitHubUsername(validating: user)
            } catch {
                throw ValidationError("invalid user name '\(TerminalTextForErrors.quote(user))': \(error)")
            }
        }
        if starred, let scope, scope != .starred {
            throw ValidationError("--starred and --scope \(scope.rawValue) ask for different lists")
        }
        if let sort, !sort.exists(in: starred ? .starred : scope ?? .repositories) {
            throw ValidationError("--sort starred orders a starred list: add --starred")
        }
        if let apiURL, LiveEnvironment.parseAPIURL(apiURL) == nil {
            throw ValidationError("--api-url must be an http or https URL, got '\(TerminalTextForErrors.quote(apiURL))'")
        }
        if let filter, let problem = RepoQuery.parse(filter, now: .now).problems.first {
            throw ValidationError("--filter: \(TerminalTextForErrors.quote(problem))")
        }
        if let search {
            if filter != nil { throw ValidationError("--search is the query of a search; --filter narrows an owner's list") }
            if starred || (scope != nil && scope != .search) {
                throw ValidationError("--search opens the Search tab: no --starred or --scope with it")
            }
            let syntax = GitHubSearchSyntax(typed: search, now: .now)
            if syntax.query.isEmpty {
                let why = syntax.unsent.isEmpty ? "it is empty" : syntax.unsent.joined(separator: "; ")
                throw ValidationError("--search: nothing GitHub can search for — \(TerminalTextForErrors.quote(why))")
            }
        }
        if noConfig, configPath != nil {
            throw ValidationError("--config and --no-config ask for different things")
        }
        if let configPath, configPath.isEmpty {
            throw ValidationError("--config needs a path")
        }
        if offline && noCache {
            throw ValidationError("--offline shows what the cache holds, so it cannot be combined with --no-cache")
        }
        if let cacheDirectory, cacheDirectory.isEmpty {
            throw ValidationError("--cache-dir needs a directory")
        }
        guard timeout > 0, timeout <= 600 else {
            throw ValidationError("--timeout must be more than 0 and at most 600 seconds")
        }
        guard (1...16).contains(maxConcurrency) else {
            throw ValidationError("--max-concurrency must be from 1 to 16")
        }
        if let logFile, logFile.isEmpty {
            throw ValidationError("--log-file needs a path")
        }
        try activityOptions.validate(json: json, user: user)
        if activityOptions.asked != nil, !changeOptions.changes.isEmpty || changeOptions.undo || pick || starred || scope != nil {
            throw ValidationError("--issues, --pulls and --runs print one repository's list: no change, --pick or scope with them")
        }
        let changing = !changeOptions.changes.isEmpty || changeOptions.undo
        if changing, pick { throw ValidationError("--pick and a change do not go together") }
        if changing, offline { throw ValidationError("a change needs GitHub: it does not go with --offline") }
        if changeOptions.undo, json { throw ValidationError("--undo prints text; --json goes with a change's --dry-run") }
        if !changeOptions.changes.isEmpty, json, !changeOptions.dryRun {
            throw ValidationError("--json prints a change's plan: add --dry-run")
        }
    }

    /// `--starred` or `--scope`, else the config file's scope (the user's own repositories).
    func startScope(_ config: AppConfig) -> RepoScope {
        search != nil ? .search : starred ? .starred : scope ?? config.scope
    }

    public func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let config = try loadConfig(environment: environment)
        if printConfig {
            print(ConfigPrinter.text(config), terminator: "")
            return
        }
        try await start(config, environment: environment)
    }

    /// The config file's settings (`--no-config`: the defaults). A file with a mistake stops
    /// here, every problem said with its line, with EX_CONFIG: starting with some of the user's
    /// settings silently dropped would be worse.
    private func loadConfig(environment: [String: String]) throws -> AppConfig {
        if noConfig { return AppConfig() }
        switch ConfigFile.load(explicit: configPath, environment: environment) {
        case .absent:
            return AppConfig()
        case .read(let config):
            return config
        case .problems(let path, let problems):
            for problem in problems.problems {
                StandardError.write("repotui: \(TerminalText.sanitize(path)): \(TerminalText.sanitize(problem.description))")
            }
            StandardError.write("repotui: fix the config file, or start without it with --no-config")
            throw ExitCode(78)
        }
    }

    private func start(_ config: AppConfig, environment: [String: String]) async throws {
        if pick && json {
            StandardError.write("repotui: --pick and --json do not go together: --pick prints one path")
            throw ExitCode(64)
        }
        let change = changeOptions.changes.first
        let interactive = change == nil && (pick || (!json && Terminal.isTerminal(fileDescriptor: STDOUT_FILENO)))
        if interactive { StartupSignals.install() }
        let clock = AppClock.live
        let live = try LiveEnvironment(
            options: .init(apiURL: apiURL, timeout: timeout, logFile: logFile, maxConcurrentPages: maxConcurrency),
            environment: environment, clock: clock)
        let (cacheDirectory, noCache, offline) = (self.cacheDirectory, self.noCache, self.offline)
        let openCache = { @Sendable in
            LiveEnvironment.openCache(
                directoryOption: cacheDirectory, disabled: noCache, offline: offline,
                apiRoot: live.client.configuration.baseURL, account: live.cacheAccount, environment: environment)
        }
        if changeOptions.undo {
            try await undo(live: live, environment: environment)
            return
        }
        if let (kind, fullName) = activityOptions.asked, let (owner, name) = ActivityOptions.parts(of: fullName) {
            let opened = openCache()
            if let notice = opened.notice { StandardError.write("repotui: \(TerminalText.sanitize(notice.userText))") }
            let status = await ActivityOutput(sync: RepoSync(source: live.client, cache: opened.cache, now: clock.now),
                                              network: offline ? .offline : .online, kind: kind,
                                              state: activityOptions.state ?? .open, owner: owner, name: name).run()
            if status != 0 { throw ExitCode(status) }
            return
        }
        let scope = startScope(config)
        let username = try await startUser(
            live: live, cache: user == nil || scope == .memberOf ? openCache().cache : nil, clock: clock, scope: scope)
        let initialSort = RepoSort(field: sort ?? config.sort, direction: direction ?? config.direction)
        let initialFilter = search ?? filter ?? ""
        let searchesOnly = scope == .search && user == nil && live.tokenSource == .none
        let unsent = search.map { GitHubSearchSyntax(typed: $0, now: clock.now()).unsent } ?? []
        let searchNotice = unsent.isEmpty ? nil : "not sent to GitHub: " + unsent.joined(separator: "; ")
        // `firstFrameDrawn`: an interactive start's, which opens once the first frame is drawn;
        // `wholeList`: the plain output's, which reads the list whole and nothing else offline.
        let makeSession = { @Sendable (firstFrameDrawn: Latch?, wholeList: Bool) -> AppSession in
            let root = noCache ? nil : CacheLocation.directory(option: cacheDirectory, environment: environment)
            let folder = root.map { LiveEnvironment.cacheFolder(in: $0, apiRoot: live.client.configuration.baseURL) }
            let opened = if let firstFrameDrawn {
                Self.cacheWithFirstScreen(
                    of: Listing(username, scope), sort: initialSort, filter: initialFilter, account: live.cacheAccount,
                    folder: folder, firstFrameDrawn: firstFrameDrawn, open: openCache)
            } else if wholeList {
                Self.cacheWithWholeList(of: Listing(username, scope), account: live.cacheAccount, folder: folder, open: openCache)
            } else {
                Self.cacheWithFirstScreen(openCache())
            }
            return AppSession(
                user: username, scope: scope, sort: initialSort, filter: initialFilter, searchesOnly: searchesOnly,
                network: offline ? .offline : .online,
                hasToken: live.tokenSource != .none,
                sync: RepoSync(source: live.client, cache: opened.cache, now: clock.now, readAhead: opened.readAhead),
                startupNotice: Self.joined([opened.notice?.userText, searchNotice]), columns: root.map(ColumnPreferences.init(cacheRoot:)),
                // The plain output clones nothing, so it looks for no clones either.
                events: live.events, clock: clock, cloning: interactive ? CloneRuntime(settings: config, environment: environment) : nil,
                defaultColumns: config.columns, fuzzyFilter: config.fuzzy, keys: config.keys, theme: config.theme)
        }
        let journal = noCache ? nil
            : CacheLocation.directory(option: cacheDirectory, environment: environment).map {
                ChangeJournal(directory: $0, api: live.client.configuration.baseURL.absoluteString)
            }
        if let change {
            let session = makeSession(nil, false)
            let status = await BulkChangeRun(session: session, client: live.client, journal: journal, change: change,
                                             options: changeOptions, json: json).run()
            if status != 0 { throw ExitCode(status) }
            return
        }
        guard interactive else {
            let session = makeSession(nil, true)
            if let notice = session.startupNotice { StandardError.write("repotui: \(TerminalText.sanitize(notice))") }
            let status = await PlainOutput(session: session, format: json ? .json : .tabSeparated).run()
            if status != 0 { throw ExitCode(status) }
            return
        }
        var terminal = CursesTerminal.Options.from(color: color, noMouse: noMouse || !config.mouse, environment: environment)
        terminal.drawsOnControllingTerminal = pick
        let accessibleMode = accessible || config.accessible || Self.asksForAccessibility(environment)
        terminal.showsCursor = accessibleMode
        let picks = pick
        let changes = ChangeRuntime(client: live.client, journal: journal)
        let ended = await InteractiveApp.run(environment: environment, terminal: terminal) { firstFrameDrawn in
            var session = makeSession(firstFrameDrawn, false)
            session.picks = picks
            session.changes = changes
            session.accessible = accessibleMode
            return session
        }
        if ended.status != 0 { throw ExitCode(ended.status) }
        if pick {
            // Nothing picked (q, Ctrl-C): no path, and a status a shell function can test.
            guard let path = ended.picked else { throw ExitCode(1) }
            print(path)
        }
    }
}

extension RepoTUICommand {
    /// `ACCESSIBLE` as charmbracelet/huh and others read it: set, and not empty, `0` or `false`.
    static func asksForAccessibility(_ environment: [String: String]) -> Bool {
        guard let value = environment["ACCESSIBLE"]?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }

    /// `--undo`: the journal's batches, or one taken back.
    private func undo(live: LiveEnvironment, environment: [String: String]) async throws {
        guard !noCache, let directory = CacheLocation.directory(option: cacheDirectory, environment: environment) else {
            StandardError.write("repotui: --undo reads the journal in the cache directory, and --no-cache keeps none")
            throw ExitCode(64)
        }
        let journal = ChangeJournal(directory: directory, api: live.client.configuration.baseURL.absoluteString)
        let status = await UndoRun(client: live.client, journal: journal, options: changeOptions,
                                   confirmation: ChangeConfirmation(yes: changeOptions.yes)).run()
        if status != 0 { throw ExitCode(status) }
    }

    /// The login given, else the token's user (GitHub's answer, or the cache's memory of it
    /// offline). Without either, says how to give one and exits with 64 (EX_USAGE).
    func startUser(live: LiveEnvironment, cache: (any RepoCache)?, clock: AppClock, scope: RepoScope) async throws -> GitHubUsername {
        if let user, scope != .memberOf { return try GitHubUsername(validating: user) }
        guard live.tokenSource != .none else {
            // A search needs no owner: the list shows only it (`searchesOnly`).
            if scope == .search { return try GitHubUsername(validating: Self.searchOwner) }
            if scope == .memberOf {
                StandardError.write("repotui: --scope orgs lists your own organisations, and needs a token (GH_TOKEN) to know who you are")
                throw ExitCode(64)
            }
            StandardError.write(
                "repotui: which user? Pass a login (repotui octocat), or set GH_TOKEN (or GITHUB_TOKEN, or log in "
                    + "with `gh auth login`) to open your own repositories.")
            throw ExitCode(64)
        }
        let login = try await viewer(RepoSync(source: live.client, cache: cache, now: clock.now))
        if let user, try GitHubUsername(validating: user).rawValue.caseInsensitiveCompare(login.rawValue) != .orderedSame {
            StandardError.write("repotui: --scope orgs lists the token's own organisations (\(login.rawValue)'s), not \(user)'s")
            throw ExitCode(64)
        }
        return login
    }

    /// The cache, and an owner's list's first screen from it (`CacheReadAhead`; none where the
    /// list will not ask for one: a filter, a search, the organisations, an order by name).
    ///
    /// From a file as repotui last left it, the first screen is read before the cache is opened,
    /// and the cache opens once the first frame is drawn (`firstFrameDrawn`, `OpeningRepoCache`):
    /// opening it took 2 ms the first frame waited for (issue 30). Any other file is opened
    /// first — checked, migrated or moved aside as need be — and the first screen read through
    /// the connection that opened it.
    static func cacheWithFirstScreen(
        of listing: Listing, sort: RepoSort, filter: String, account: String, folder: URL?, firstFrameDrawn: Latch,
        open: @escaping @Sendable () -> (cache: SQLiteRepoCache?, notice: CacheNotice?)
    ) -> OpenedCache {
        guard filter.isEmpty, listing.scope == .repositories || listing.scope == .starred,
              let head = ListHead.firstScreen(sort: sort, visibleRows: 0) else { return cacheWithFirstScreen(open()) }
        if let folder, let rows = SQLiteRepoCache.headBeforeOpening(head, of: listing, account: account, in: folder) {
            return OpenedCache(cache: OpeningRepoCache(startingAfter: firstFrameDrawn, open), notice: nil,
                               readAhead: CacheReadAhead(listing, head, rows: rows))
        }
        let opened = open()
        return OpenedCache(cache: opened.cache, notice: opened.notice,
                           readAhead: opened.cache.flatMap { CacheReadAhead(listing, head, from: $0) })
    }

    /// The cache for the plain output, and the owner's whole list from it when that could be read
    /// before opening (`listBeforeOpening`): then the cache opens only when asked something else —
    /// a revalidation's answer to store —, and an `--offline` run opens and writes nothing
    /// (the pool's opening and a reader's connection were about 2 ms of a 40 ms `--offline
    /// --json` of 3,000, and its run wrote the cache: issue 30). Any other file,
    /// the organisations and a search (whose list is filed under its query as GitHub reads it)
    /// are opened first.
    static func cacheWithWholeList(
        of listing: Listing, account: String, folder: URL?,
        open: @escaping @Sendable () -> (cache: SQLiteRepoCache?, notice: CacheNotice?)
    ) -> OpenedCache {
        guard listing.scope == .repositories || listing.scope == .starred, let folder,
              let list = SQLiteRepoCache.listBeforeOpening(listing, account: account, in: folder)
        else { return cacheWithFirstScreen(open()) }
        return OpenedCache(cache: OpeningRepoCache(startingAfter: nil, open), notice: nil,
                           readAhead: CacheReadAhead(listing, list: list))
    }

    /// A cache opened, with no first screen read ahead.
    static func cacheWithFirstScreen(_ opened: (cache: SQLiteRepoCache?, notice: CacheNotice?)) -> OpenedCache {
        OpenedCache(cache: opened.cache, notice: opened.notice, readAhead: nil)
    }

    /// What a session reads and writes through: the cache (nil: none), what to tell the user
    /// about it, and its first screen when read ahead.
    struct OpenedCache {
        var cache: (any RepoCache)?
        var notice: CacheNotice?
        var readAhead: CacheReadAhead?
    }

    /// The notices said at start, as one; nil when there is none.
    static func joined(_ notices: [String?]) -> String? {
        let said = notices.compactMap { $0 }
        return said.isEmpty ? nil : said.joined(separator: " · ")
    }

    /// Whose list a search alone is filed under in the cache, never shown nor asked for.
    static let searchOwner = "search"

    /// The token's user as the cache remembers it — the first frame need not wait for the
    /// network; the app confirms it with GitHub once running — else as GitHub says.
    private func viewer(_ sync: RepoSync) async throws -> GitHubUsername {
        if let remembered = await sync.rememberedViewer() { return remembered }
        switch await sync.viewer(online: !offline) {
        case .success(let login):
            return login
        case .failure(let error):
            StandardError.write("repotui: cannot tell whose token this is: \(TerminalText.sanitize(error.userMessage))")
            throw ExitCode(1)
        }
    }

    /// Reads the command line (`CommandLineShortcut`, else ArgumentParser), runs, and ends the
    /// process with the command's status.
    ///
    /// The end skips the C library's exit handlers (`_exit` after flushing `stdio`): by then the
    /// terminal is restored and the output and the log are written (through `write(2)`); a cache
    /// write still under way is a transaction SQLite rolls back, as at any exit. What the
    /// handlers would add — libraries tearing themselves down — bought only a race: libcurl,
    /// started on a worker by the first request, could be starting OpenSSL while they ran (19 of
    /// 100 quits right after the first frame crashed). ArgumentParser's own `main()` would call
    /// `exit`; its messages are printed as it prints them.
    public static func launch() async -> Never {
        repotui_tune_malloc()
        var status = ExitCode.success
        do {
            switch CommandLineShortcut.read(Array(CommandLine.arguments.dropFirst())) {
            case .version:
                print(AppVersion.current)
            case .command(let command):
                try await command.run()
            case nil:
                var command = try parseAsRoot()
                if var asyncCommand = command as? AsyncParsableCommand {
                    try await asyncCommand.run()
                } else {
                    try command.run()
                }
            }
        } catch {
            status = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                if status == .success { print(message) } else { StandardError.write(message) }
            }
        }
        fflush(nil)
        _exit(status.rawValue)
    }
}

extension RepoSort.Field: ListedArgument {}
extension RepoScope: ListedArgument {}
extension RepoSort.Direction: ListedArgument {}
