import TerminalUI

/// A `[[command]]` of the config file: a key that runs the user's own program on the selected
/// repository — an argument vector with placeholders, never a shell unless the vector says so.
public struct CustomCommand: Equatable, Sendable {
    /// How the program runs.
    public enum Mode: String, CaseIterable, Sendable {
        /// Beside the app; its output goes to the message log (`!`), its end to the status line.
        case background
        /// The screen gives way to it (an editor, a shell, `lazygit`) until it exits.
        case suspend
    }

    /// What a placeholder in `run` stands for.
    public enum Placeholder: String, CaseIterable, Sendable {
        case owner, name
        case fullName = "full_name"
        case url
        case cloneURL = "clone_url"
        /// The clone's folder: the command needs the repository cloned.
        case path
        case defaultBranch = "default_branch"
    }

    public var key: Key
    public var title: String
    /// Where the key works: the list, the detail, or both.
    public var contexts: Set<KeyMaps.Context>
    /// The argument vector, placeholders still in.
    public var run: [String]
    public var mode: Mode
    /// The command starts in the clone's folder (the repository must be cloned).
    public var runsInClone: Bool
    /// Asked first, with the command as it will run; nil runs it at once.
    public var confirm: String?

    public init(key: Key, title: String, contexts: Set<KeyMaps.Context>, run: [String], mode: Mode = .background,
                runsInClone: Bool = false, confirm: String? = nil) {
        self.key = key
        self.title = title
        self.contexts = contexts
        self.run = run
        self.mode = mode
        self.runsInClone = runsInClone
        self.confirm = confirm
    }

    /// Whether it needs the repository's clone: a `{path}` in it (or in its question), or `cwd = "clone"`.
    public var needsClone: Bool {
        runsInClone || (run + [confirm ?? ""]).contains { Self.placeholders(in: $0).contains(.path) }
    }

    /// The placeholders `argument` holds, in order.
    public static func placeholders(in argument: String) -> [Placeholder] {
        names(in: argument).compactMap(Placeholder.init(rawValue:))
    }

    /// Every `{word}` in `argument` (letters, digits and `_` between braces), known or not: the
    /// config reader refuses an unknown one rather than pass it on as it is.
    public static func names(in argument: String) -> [String] {
        var names: [String] = []
        var current: String?
        for character in argument {
            if character == "{" {
                current = ""
            } else if character == "}", let word = current {
                if !word.isEmpty { names.append(word) }
                current = nil
            } else if current != nil {
                if character.isLetter || character.isNumber || character == "_" { current?.append(character) } else { current = nil }
            }
        }
        return names
    }
}
