import Foundation
import TerminalUI
import RepoCore
import RepoFeatures

/// `--print-config`: the configuration in effect as a commented TOML file, every setting
/// written out — a file to start from, which `ConfigReader` reads back to the same values.
public enum ConfigPrinter {
    public static func text(_ config: AppConfig) -> String {
        let sorts = RepoSort.Field.allCases.filter { $0 != .starred }.map(\.rawValue).joined(separator: ", ")
        let columns = ColumnID.allCases.map(\.rawValue).joined(separator: ", ")
        return """
            # repotui's configuration: ~/.config/repotui/config.toml ($XDG_CONFIG_HOME/repotui/config.toml),
            # or the file given with --config. Every setting is optional; these are the ones in effect.
            # A mistake stops repotui with its line (exit 78); --no-config starts without the file.

            [defaults]
            # The list's order at start: \(sorts) (a starred list opens newest star first).
            sort = \(quoted(config.sort.rawValue))
            # "asc" or "desc"; left out, the field's own (names A to Z, the rest newest or biggest first).
            \(config.direction.map { "direction = \(quoted($0.rawValue))" } ?? "# direction = \"desc\"")
            # Which list opens first: repos, starred, or orgs (your own organisations; needs a token).
            scope = \(quoted(config.scope.rawValue))
            # The list's columns until C chooses others (C's choice is remembered and wins): \(columns).
            columns = [\(config.columns.map { quoted($0.rawValue) }.joined(separator: ", "))]
            # Clicks and the wheel in repotui; false leaves the mouse to the terminal (as --no-mouse).
            mouse = \(config.mouse)
            # Plain words in the filter match fuzzily (their letters in order), as ~word always does.
            fuzzy = \(config.fuzzy)
            # For screen readers: rows as spoken lines, no box drawing or bars, the cursor on the selection,
            # messages as new lines (as --accessible or ACCESSIBLE=1).
            accessible = \(config.accessible)

            [clone]
            # Where c clones: {host}, {owner} and {repo} are filled in, ~ is your home directory.
            layout = \(quoted(config.cloneLayout))
            # "ssh", "https", or "auto": SSH when ~/.ssh holds a private key, else HTTPS.
            protocol = \(quoted(config.cloneProtocol?.rawValue ?? "auto"))
            # Other folders that hold clones as {host}/{owner}/{repo} (ghq's root, say): their clones count too.
            roots = [\(config.cloneRoots.map(quoted).joined(separator: ", "))]

            [theme]
            # "dark" (colours that read on dark and light backgrounds) or "light" (deeper ones).
            base = \(quoted(config.themeBase.rawValue))
            # Each role's colour: a number 0–255 or one of \(ColorName.names.joined(separator: ", ")).
            # 8-colour terminals take the nearest base colour; without colours, bold, dim and reverse stand in.
            \(Theme.Role.allCases.map { "\($0.rawValue) = \(ColorName.written(config.theme.color(of: $0)))" }.joined(separator: "\n"))

            # Keys, per place: action = "key" or ["key", "key"]. A key is a character ("c", "C"),
            # ctrl-x, alt-x, f1…f12, or: \(KeyName.named.map(\.0).joined(separator: ", ")).
            # ? help, ! messages, C columns, P clones and ctrl-c work everywhere and cannot be taken.
            \(KeyMaps.Context.allCases.map { keysSection($0, config.keys) }.joined(separator: "\n"))
            # Your own commands, one [[command]] each: key, title, context ("list", "detail" or both),
            # run (the program and its arguments, no shell; placeholders \(CustomCommand.Placeholder.allCases.map { "{\($0.rawValue)}" }.joined(separator: " "))),
            # mode ("background": output to ! messages; "suspend": the screen gives way to it),
            # cwd = "clone" (start in the clone) and confirm (a question asked first).
            \(config.keys.commands.isEmpty ? exampleCommand : config.keys.commands.map(commandTable).joined(separator: "\n"))
            """
    }

    private static let exampleCommand = """
        # [[command]]
        # key = "L"
        # title = "lazygit"
        # context = "list"
        # run = ["lazygit"]
        # mode = "suspend"
        # cwd = "clone"

        """

    private static func commandTable(_ command: CustomCommand) -> String {
        let contexts = [KeyMaps.Context.list, .detail].filter { command.contexts.contains($0) }.map { quoted($0.rawValue) }
        var lines = ["[[command]]", "key = \(quoted(KeyName.name(command.key)))", "title = \(quoted(command.title))",
                     "context = " + (contexts.count == 1 ? contexts[0] : "[" + contexts.joined(separator: ", ") + "]"),
                     "run = [" + command.run.map(quoted).joined(separator: ", ") + "]", "mode = \(quoted(command.mode.rawValue))"]
        if command.runsInClone { lines.append("cwd = \"clone\"") }
        if let confirm = command.confirm { lines.append("confirm = \(quoted(confirm))") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A TOML basic string: backslashes, quotes and control characters escaped.
    private static func quoted(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case _ where scalar.properties.generalCategory == .control: escaped += String(format: "\\u%04X", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    private static func keysSection(_ context: KeyMaps.Context, _ keys: KeyMaps) -> String {
        let lines = KeyMaps.names(in: context).map { name in
            let written = keys.keys(of: name, in: context).map { quoted(KeyName.name($0)) }
            return "\(name) = " + (written.count == 1 ? written[0] : "[" + written.joined(separator: ", ") + "]")
        }
        return "[keys.\(context.rawValue)]\n" + lines.joined(separator: "\n") + "\n"
    }
}
