import Foundation
import RepoFeatures

/// Where the config file is and what reading it came to.
public enum ConfigFile {
    /// `$XDG_CONFIG_HOME/repotui/config.toml`, else `~/.config/repotui/config.toml`.
    public static func defaultPath(environment: [String: String]) -> String {
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") { return base + "/repotui/config.toml" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.config/repotui/config.toml"
    }

    /// The keys of the config file at the default path, for `--help` (which ArgumentParser prints
    /// before anything is run); the standard keys when there is no file or it has a mistake —
    /// the mistake is reported as soon as repotui runs.
    public static func keysForHelp(environment: [String: String]) -> KeyMaps {
        if case .read(let config) = load(explicit: nil, environment: environment) { return config.keys }
        return .standard
    }

    public enum Outcome: Equatable, Sendable {
        /// No file where the default path points: every default.
        case absent
        case read(AppConfig)
        /// The file cannot be read, or is wrong: the app must not start with it half-applied.
        case problems(path: String, ConfigProblems)
    }

    /// Reads `explicit` (`--config`; it must exist) or the default path (it may not).
    public static func load(explicit: String?, environment: [String: String]) -> Outcome {
        let path = explicit ?? defaultPath(environment: environment)
        guard let data = FileManager.default.contents(atPath: path) else {
            if explicit == nil, !FileManager.default.fileExists(atPath: path) { return .absent }
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
            return .problems(path: path, ConfigProblems([ConfigProblem(line: nil, "the file \(reason)")]))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .problems(path: path, ConfigProblems([ConfigProblem(line: nil, "the file is not UTF-8 text")]))
        }
        switch ConfigReader.read(text) {
        case .success(let config): return .read(config)
        case .failure(let problems): return .problems(path: path, problems)
        }
    }
}
