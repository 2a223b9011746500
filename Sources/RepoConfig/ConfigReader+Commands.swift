import RepoFeatures
import TerminalUI
import TOMLKit

/// The keys a `[[command]]` table may have.
enum CommandKey: String, CaseIterable {
    case key, title, context, run, mode, cwd, confirm
}

extension ConfigReader.Reading {
    /// `[[command]]` tables: each checked whole (every problem with its line), then its key
    /// against the keys already in effect where it works.
    mutating func commands(_ value: TOMLValueConvertible) {
        guard let array = value.array, array.allSatisfy({ $0.table != nil }) else {
            return problem(["command"], "commands are tables of an array: write [[command]], once per command")
        }
        for (index, item) in array.enumerated() {
            guard let table = item.table else { continue }
            if let command = command(table, at: ["command", String(index)]) {
                if let refusal = config.keys.add(command) { problem(["command", String(index), "key"], refusal) }
            }
        }
    }

    private mutating func command(_ table: TOMLTable, at path: [String]) -> CustomCommand? {
        let known = CommandKey.allCases.map(\.rawValue)
        let before = problems.count
        for (key, _) in table where !known.contains(key) {
            problem(path + [key], "unknown key '\(key)' in [[command]]", nearest: key, among: known)
        }
        var key: Key?
        if let value = table["key"], let text = string(path + ["key"], value) {
            key = KeyName.key(text)
            if key == nil { problem(path + ["key"], "'\(text)' is not a key (\(KeyName.described))") }
        } else if table["key"] == nil {
            problem(path, "a [[command]] needs a key, like key = \"D\"")
        }
        let run = arguments(table["run"], at: path + ["run"])
        let title = table["title"].flatMap { string(path + ["title"], $0) } ?? run?.joined(separator: " ") ?? ""
        let contexts = self.contexts(table["context"], at: path + ["context"])
        var mode = CustomCommand.Mode.background
        if let value = table["mode"],
           let name = choice(path + ["mode"], value, CustomCommand.Mode.allCases.map(\.rawValue)), let chosen = CustomCommand.Mode(rawValue: name) {
            mode = chosen
        }
        var inClone = false
        if let value = table["cwd"], choice(path + ["cwd"], value, ["clone"]) != nil { inClone = true }
        let confirm = table["confirm"].flatMap { string(path + ["confirm"], $0) }
        if let confirm { knownPlaceholders(in: [confirm], at: path + ["confirm"]) }
        guard problems.count == before, let key, let run, let contexts else { return nil }
        return CustomCommand(key: key, title: title, contexts: contexts, run: run, mode: mode, runsInClone: inClone, confirm: confirm)
    }

    /// `run = ["gh", "pr", "list", "--repo", "{full_name}"]`: strings, the first the program,
    /// every `{word}` a placeholder repotui knows.
    private mutating func arguments(_ value: TOMLValueConvertible?, at path: [String]) -> [String]? {
        guard let value else {
            problem(Array(path.dropLast()), "a [[command]] needs run = [\"program\", \"argument\", …]")
            return nil
        }
        guard let array = value.array, !array.isEmpty, array.allSatisfy({ $0.string != nil }) else {
            problem(path, "'run' must be a list of strings — the program, then its arguments — like [\"gh\", \"browse\", \"--repo\", \"{full_name}\"]"
                        + (value.string != nil ? " (a string is not split into words: no shell reads it)" : ""))
            return nil
        }
        let words = array.compactMap(\.string)
        guard !words[0].isEmpty else {
            problem(path, "'run' starts with an empty program name")
            return nil
        }
        return knownPlaceholders(in: words, at: path) ? words : nil
    }

    /// Whether every `{word}` in `texts` is a placeholder repotui knows; a problem for each one not.
    @discardableResult
    private mutating func knownPlaceholders(in texts: [String], at path: [String]) -> Bool {
        let names = CustomCommand.Placeholder.allCases.map(\.rawValue)
        var valid = true
        for word in texts.flatMap(CustomCommand.names(in:)) where CustomCommand.Placeholder(rawValue: word) == nil {
            problem(path, "unknown placeholder {\(word)} (placeholders: \(names.map { "{\($0)}" }.joined(separator: ", ")))",
                    nearest: word, among: names)
            valid = false
        }
        return valid
    }

    /// `context = "list"`, `"detail"` or `["list", "detail"]`; left out, both.
    private mutating func contexts(_ value: TOMLValueConvertible?, at path: [String]) -> Set<KeyMaps.Context>? {
        guard let value else { return [.list, .detail] }
        let names = value.string.map { [$0] } ?? value.array?.compactMap(\.string)
        let choices = [KeyMaps.Context.list, .detail]
        guard let names, !names.isEmpty, names.count == (value.array?.count ?? 1) else {
            problem(path, "'context' must be \"list\", \"detail\" or [\"list\", \"detail\"]")
            return nil
        }
        var contexts: Set<KeyMaps.Context> = []
        for name in names {
            guard let context = KeyMaps.Context(rawValue: name), choices.contains(context) else {
                problem(path, "'context' cannot be '\(name)' (one of: list, detail)", nearest: name, among: choices.map(\.rawValue))
                return nil
            }
            contexts.insert(context)
        }
        return contexts
    }
}
