import Foundation

/// Where the cache lives: `--cache-dir`, else `REPOTUI_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/repotui`, else `~/.cache/repotui` (the XDG base-directory convention) —
/// with one folder per API root inside, because "octocat" on github.com and on a GitHub
/// Enterprise server (or the test stub) are different accounts.
enum CacheLocation {
    /// nil when no home is known and nothing else says where: the app then runs without a cache.
    static func directory(option: String?, environment: [String: String]) -> URL? {
        func nonEmpty(_ name: String) -> String? {
            environment[name].flatMap { $0.isEmpty ? nil : $0 }
        }
        if let option { return URL(fileURLWithPath: option, isDirectory: true) }
        if let explicit = nonEmpty("REPOTUI_CACHE_DIR") { return URL(fileURLWithPath: explicit, isDirectory: true) }
        // The XDG spec says a relative XDG_CACHE_HOME is invalid and must be ignored.
        if let xdg = nonEmpty("XDG_CACHE_HOME"), xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("repotui", isDirectory: true)
        }
        guard let home = nonEmpty("HOME"), home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".cache", isDirectory: true)
            .appendingPathComponent("repotui", isDirectory: true)
    }

    /// `api.github.com`, `ghe.example.com_api_v3`, `127.0.0.1_8080`: the API root as one safe
    /// folder name.
    static func folderName(for apiRoot: URL) -> String {
        var parts = [apiRoot.host?.lowercased() ?? "unknown-host"]
        if let port = apiRoot.port { parts.append(String(port)) }
        parts += apiRoot.path.split(separator: "/").map(String.init)
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-")
        let name = parts.joined(separator: "_").map { allowed.contains($0) ? $0 : "_" }
        // "." and ".." are the only names the characters above could make unsafe.
        return Set([".", ".."]).contains(String(name)) ? "_" : String(name)
    }
}
