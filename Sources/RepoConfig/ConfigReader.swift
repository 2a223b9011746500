import Foundation
import RepoCore
import RepoFeatures
import TerminalUI
import TOMLKit

/// Reads a config file's text into an `AppConfig`, or says everything wrong with it — unknown
/// keys and sections, wrong types, values that are not among the choices — each with its line
/// and, where a near name exists, a suggestion. Never half-applies a file: any problem and the
/// caller gets the problems only.
public enum ConfigReader {
    public static func read(_ text: String) -> Result<AppConfig, ConfigProblems> {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            return .failure(ConfigProblems([ConfigProblem(line: error.source.begin.line, "not valid TOML: \(error.description)")]))
        } catch {
            return .failure(ConfigProblems([ConfigProblem(line: nil, "not valid TOML: \(error)")]))
        }
        var reading = Reading(locator: ConfigKeyLocator(text))
        reading.read(table)
        // toml++ keeps a table's keys sorted: the problems are put back in the file's order.
        let problems = reading.problems.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
        return problems.isEmpty ? .success(reading.config) : .failure(ConfigProblems(problems))
    }

    /// The sections and their keys, in the order `--print-config` writes them.
    static let sections: [(name: String, keys: [String])] = [
        ("defaults", ["sort", "direction", "scope", "columns", "mouse", "fuzzy", "accessible"]),
        ("clone", ["layout", "protocol", "roots"]),
        ("keys", KeyMaps.Context.allCases.map(\.rawValue)),
        ("theme", ["base"] + Theme.Role.allCases.map(\.rawValue)),
        ("command", CommandKey.allCases.map(\.rawValue)),
    ]

    /// One pass over a parsed file, collecting problems instead of stopping at the first.
    struct Reading {
        let locator: ConfigKeyLocator
        var config = AppConfig()
        var problems: [ConfigProblem] = []

        mutating func read(_ table: TOMLTable) {
            var commands: TOMLValueConvertible?
            for (name, value) in table {
                guard let section = ConfigReader.sections.first(where: { $0.name == name }) else {
                    problem([name], "unknown section [\(name)]", nearest: name, among: ConfigReader.sections.map(\.name))
                    continue
                }
                if name == "command" {
                    // After every other section: a command's key is checked against the keys in effect.
                    commands = value
                    continue
                }
                guard let keys = value.table else {
                    problem([name], "'\(name)' must be a section ([\(name)]), not a \(value.type)")
                    continue
                }
                if name == "theme" {
                    theme(keys, known: section.keys)
                    continue
                }
                for (key, value) in keys {
                    guard section.keys.contains(key) else {
                        problem([name, key], "unknown key '\(key)' in [\(name)]", nearest: key, among: section.keys)
                        continue
                    }
                    if name == "keys", let context = KeyMaps.Context(rawValue: key) {
                        bindings(context, value)
                    } else {
                        apply([name, key], value)
                    }
                }
            }
            if let commands { self.commands(commands) }
            for conflict in config.keys.conflicts {
                // At the line of the action the user rebound (the other kept its standard keys).
                let name = conflict.names.last { config.keys.rebound[conflict.context]?[$0] != nil } ?? conflict.names[0]
                problem(["keys", conflict.context.rawValue, name], conflict.message)
            }
        }

        /// `[theme]`: `base` first (whatever the file's order), then each role's colour over it.
        mutating func theme(_ table: TOMLTable, known: [String]) {
            if let base = table["base"],
               let name = choice(["theme", "base"], base, ThemeBase.allCases.map(\.rawValue)), let chosen = ThemeBase(rawValue: name) {
                config.themeBase = chosen
                config.theme = chosen.theme
            }
            for (key, value) in table where key != "base" {
                let path = ["theme", key]
                guard let role = Theme.Role(rawValue: key) else {
                    problem(path, "unknown key '\(key)' in [theme]", nearest: key, among: known)
                    continue
                }
                let color: TerminalColor?
                if let number = value.int {
                    color = ColorName.color(number)
                } else if let name = value.string {
                    color = ColorName.color(name)
                    if color == nil {
                        problem(path, "unknown colour '\(name)' (a colour number 0–255, or one of: \(ColorName.names.joined(separator: ", ")))",
                                nearest: name, among: ColorName.names)
                        continue
                    }
                } else {
                    color = nil
                }
                guard let color else {
                    problem(path, "'\(key)' must be a colour name in quotes or a colour number 0–255")
                    continue
                }
                config.theme.set(role, to: color)
            }
        }

        /// `[keys.list]`: `action = "key"` or `action = ["key", …]`, each replacing the action's keys.
        mutating func bindings(_ context: KeyMaps.Context, _ value: TOMLValueConvertible) {
            let section = "keys.\(context.rawValue)"
            guard let table = value.table else { return problem(["keys", context.rawValue], "'\(section)' must be a section ([\(section)])") }
            let names = KeyMaps.names(in: context)
            for (action, keysValue) in table {
                let path = ["keys", context.rawValue, action]
                guard names.contains(action) else {
                    problem(path, "no action '\(action)' in [\(section)]", nearest: action, among: names)
                    continue
                }
                let texts: [String]? = keysValue.string.map { [$0] } ?? keysValue.array.map { $0.compactMap(\.string) }
                guard let texts, texts.count == (keysValue.array?.count ?? 1) else {
                    problem(path, "'\(action)' must be a key in quotes, or a list of them, like [\"c\", \"ctrl-k\"]")
                    continue
                }
                var keys: [Key] = []
                for text in texts {
                    guard let key = KeyName.key(text) else {
                        problem(path, "'\(text)' is not a key (\(KeyName.described))")
                        continue
                    }
                    keys.append(key)
                }
                guard keys.count == texts.count else { continue }
                if let refusal = config.keys.bind(action, in: context, to: keys) { problem(path, refusal) }
            }
        }

        mutating func apply(_ path: [String], _ value: TOMLValueConvertible) {
            switch (path[0], path[1]) {
            case ("defaults", "sort"):
                let fields = RepoSort.Field.allCases.filter { $0 != .starred }.map(\.rawValue)
                if let field = choice(path, value, fields).flatMap(RepoSort.Field.init(rawValue:)) { config.sort = field }
            case ("defaults", "direction"):
                let directions = RepoSort.Direction.allCases.map(\.rawValue)
                if let direction = choice(path, value, directions).flatMap(RepoSort.Direction.init(rawValue:)) { config.direction = direction }
            case ("defaults", "scope"):
                if let scope = choice(path, value, RepoScope.allCases.map(\.rawValue)).flatMap(RepoScope.init(rawValue:)) {
                    config.scope = scope
                }
            case ("defaults", "columns"):
                columns(path, value)
            case ("defaults", "mouse"):
                if let flag = boolean(path, value) { config.mouse = flag }
            case ("defaults", "fuzzy"):
                if let flag = boolean(path, value) { config.fuzzy = flag }
            case ("defaults", "accessible"):
                if let flag = boolean(path, value) { config.accessible = flag }
            case ("clone", "layout"):
                guard let layout = string(path, value) else { return }
                guard layout.contains("{repo}") else {
                    return problem(path, "clone layout '\(layout)' has no {repo}: every repository would go to one directory")
                }
                guard layout.hasPrefix("/") || layout.hasPrefix("~/") else {
                    return problem(path, "clone layout '\(layout)' must start with / or ~/")
                }
                config.cloneLayout = layout
            case ("clone", "roots"):
                guard let array = value.array else {
                    return problem(path, "'roots' must be a list of folders, like [\"~/ghq\"]")
                }
                var roots: [String] = []
                for item in array {
                    guard let root = item.string, root.hasPrefix("/") || root.hasPrefix("~/") || root == "~" else {
                        problem(path, "clone root '\(item.string ?? "\(item)")' must be a folder starting with / or ~/")
                        continue
                    }
                    roots.append(root)
                }
                config.cloneRoots = roots
            case ("clone", "protocol"):
                if let name = choice(path, value, ["auto"] + CloneSettings.Transport.allCases.map(\.rawValue)) {
                    config.cloneProtocol = CloneSettings.Transport(rawValue: name)
                }
            default:
                break
            }
        }

        private mutating func columns(_ path: [String], _ value: TOMLValueConvertible) {
            let names = ColumnID.allCases.map(\.rawValue)
            guard let array = value.array else { return problem(path, "'\(path[1])' must be a list of column names, like [\"name\", \"stars\"]") }
            var chosen: [ColumnID] = []
            for item in array {
                guard let name = item.string, let column = ColumnID(rawValue: name) else {
                    let shown = item.string ?? "\(item)"
                    problem(path, "unknown column '\(shown)' (columns: \(names.joined(separator: ", ")))",
                            nearest: shown, among: names)
                    continue
                }
                if chosen.contains(column) { problem(path, "column '\(name)' is listed twice") } else { chosen.append(column) }
            }
            if !chosen.contains(.name) { problem(path, "columns must include \"name\"") }
            config.columns = chosen
        }

        /// The value when it is one of `choices`, else nil and a problem.
        mutating func choice(_ path: [String], _ value: TOMLValueConvertible, _ choices: [String]) -> String? {
            guard let text = string(path, value) else { return nil }
            guard choices.contains(text) else {
                problem(path, "'\(path.last ?? "")' cannot be '\(text)' (one of: \(choices.joined(separator: ", ")))",
                        nearest: text, among: choices)
                return nil
            }
            return text
        }

        mutating func string(_ path: [String], _ value: TOMLValueConvertible) -> String? {
            guard let text = value.string else {
                problem(path, "'\(path.last ?? "")' must be a string (in quotes), not a \(value.type)")
                return nil
            }
            return text
        }

        mutating func boolean(_ path: [String], _ value: TOMLValueConvertible) -> Bool? {
            guard let flag = value.bool else {
                problem(path, "'\(path.last ?? "")' must be true or false, not a \(value.type)")
                return nil
            }
            return flag
        }

        mutating func problem(_ path: [String], _ message: String, nearest word: String? = nil, among names: [String] = []) {
            let suggestion = word.flatMap { ConfigProblem.didYouMean($0, among: names) }
            problems.append(ConfigProblem(line: locator.line(of: path), message, suggestion: suggestion))
        }
    }
}
