import TerminalUI

/// `:` or Ctrl-P: every key of the screen below (and the app's), listed with what it does,
/// narrowed by typing as the filter narrows the list; Enter runs one exactly as its key would.
public enum CommandPalette {
    /// One row: the key that runs it, as help shows the keys, and what it does.
    struct Command: Equatable, Sendable {
        /// Pressed when the command runs.
        var key: Key
        /// "↑ k" — every key bound to it.
        var keys: String
        var summary: String
    }

    struct State: Equatable, Sendable {
        /// Everything that can be run over the screen below, in the key tables' order.
        let commands: [Command]
        var editor = LineEditor()
        /// The highlighted match and the first in view (over `matches`).
        var selection = ListSelection()
        var visibleRows = 1

        init(commands: [Command]) {
            self.commands = commands
        }

        /// The commands that match what is typed, best first.
        var matches: [Command] {
            CommandMatching.matches(commands, query: editor.text)
        }
    }

    public enum Action: Equatable, Sendable {
        /// The palette takes keys as a prompt does (the prompts' table, rebindings included).
        case prompt(PromptAction)
        case resized(rows: Int)
    }

    /// The palette does no I/O of its own.
    typealias Effect = Never

    enum Delegate: Equatable, Sendable {
        /// Close, then press the command's key.
        case run(Command)
        case close
    }

    typealias Reaction = RepoFeatures.Reaction<Effect, Delegate>

    struct ViewModel: Equatable, Sendable {
        var rows: [Command]
        var total: Int
        /// Columns for the keys, so the summaries line up.
        var keyWidth: Int
        var selection: ListSelection
        var status: StatusLine
    }
}
