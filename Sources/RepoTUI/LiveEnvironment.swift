import Foundation
import GitHubAPI
import RepoCore
import RepoFeatures
import RepoStore

/// The real parts, chosen from options and the environment.
struct LiveEnvironment {
    let client: GitHubClient

    init(apiURLOption: String?, environment: [String: String]) throws {
        let apiText = apiURLOption ?? environment["GITHUB_API_URL"].flatMap { $0.isEmpty ? nil : $0 }
        let baseURL = try apiText.map { text in
            guard let url = Self.parseAPIURL(text) else {
                throw LiveEnvironmentError.invalidAPIURL(text)
            }
            return url
        } ?? GitHubClient.Configuration.gitHubDotCom
        let configuration = GitHubClient.Configuration(
            baseURL: baseURL, token: Self.token(from: environment), userAgent: AppVersion.userAgent)
        client = GitHubClient(configuration: configuration)
    }

    /// Opens the cache the options ask for. Never fails: without a usable cache the app runs
    /// without one, and the notice says why.
    static func openCache(
        directoryOption: String?, disabled: Bool, apiRoot: URL, environment: [String: String]
    ) -> (cache: (any RepoCache)?, notice: CacheNotice?) {
        guard !disabled else { return (nil, nil) }
        guard let root = CacheLocation.directory(option: directoryOption, environment: environment) else {
            return (nil, .disabled("no cache directory: set HOME, XDG_CACHE_HOME or REPOTUI_CACHE_DIR, or pass --cache-dir"))
        }
        let opened = SQLiteRepoCache.open(
            directory: root.appendingPathComponent(CacheLocation.folderName(for: apiRoot), isDirectory: true))
        return (opened.cache, opened.notice)
    }

    /// GH_TOKEN wins over GITHUB_TOKEN, as in gh; empty values count as unset.
    static func token(from environment: [String: String]) -> String? {
        for name in ["GH_TOKEN", "GITHUB_TOKEN"] {
            if let value = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty {
                return value
            }
        }
        return nil
    }

    static func parseAPIURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host != nil else { return nil }
        return url
    }
}

enum LiveEnvironmentError: Error, CustomStringConvertible {
    case invalidAPIURL(String)

    var description: String {
        switch self {
        case .invalidAPIURL(let text): "GITHUB_API_URL must be an http or https URL, got '\(TerminalTextForErrors.quote(text))'"
        }
    }
}
