import RepoCore
import RepoFeatures

/// Everything the config file can set, with every default filled in: what the app starts with
/// unless the command line says otherwise.
public struct AppConfig: Equatable, Sendable {
    /// The list's order at start (`--sort` wins).
    public var sort: RepoSort.Field = .pushed
    /// nil: the field's natural direction (names A→Z, the rest newest or biggest first).
    public var direction: RepoSort.Direction?
    /// Which of an owner's lists opens first (`--scope` wins).
    public var scope: RepoScope = .repositories
    /// The list's columns until `C` chooses others (whose choice is remembered and wins).
    public var columns: [ColumnID] = ColumnID.defaults
    /// Clicks and the wheel in repotui (`--no-mouse` turns it off).
    public var mouse = true
    /// Plain words in the filter match fuzzily (as `~word` does) instead of as substrings.
    public var fuzzy = false
    /// The screen-reader mode (`--accessible`, `ACCESSIBLE=1`).
    public var accessible = false
    /// Where `c` clones: `{host}`, `{owner}` and `{repo}` filled in, `~` the home directory.
    public var cloneLayout = CloneSettings.defaultLayout
    /// nil: SSH when `~/.ssh` holds a private key, else HTTPS.
    public var cloneProtocol: CloneSettings.Transport?
    /// Other folders holding clones as `{host}/{owner}/{repo}`.
    public var cloneRoots: [String] = []
    /// The key tables with the user's rebindings (`[keys.list]`, `[keys.detail]`, `[keys.prompt]`).
    public var keys = KeyMaps.standard
    /// The colours by role: `dark` (the palette as written) or `light`, with any role changed.
    public var theme = Theme.dark
    /// The built-in theme `theme` starts from (`[theme] base`).
    public var themeBase = ThemeBase.dark

    public init() {}

    /// The clone settings for a user whose home is `home`.
    public func cloneSettings(home: String) -> CloneSettings {
        CloneSettings(layout: cloneLayout, transport: cloneProtocol ?? CloneSettings.defaultTransport(home: home), roots: cloneRoots)
    }
}
