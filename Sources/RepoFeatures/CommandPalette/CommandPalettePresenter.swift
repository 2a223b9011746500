import TerminalUI

/// The palette as display-ready values: the matches, the keys' column, and the status line
/// holding what is typed (`:` and a cursor, as the filter's `/`). Pure.
enum CommandPalettePresenter {
    /// The keys' column is never wider than this; longer key lists end in `…`.
    static let maximumKeyWidth = 14

    static let hints = [KeyHint("⏎", "run", priority: 40), KeyHint("Esc", "close", priority: 30)]

    static func viewModel(_ state: CommandPalette.State) -> CommandPalette.ViewModel {
        let matches = state.matches
        let keyWidth = min(maximumKeyWidth, state.commands.map { DisplayWidth.of($0.keys) }.max() ?? 0)
        let problem = matches.isEmpty ? "no command matches" : nil
        let prompt = PromptLine(label: ":", text: state.editor.text, cursor: state.editor.cursor, problem: problem)
        return CommandPalette.ViewModel(rows: matches, total: state.commands.count, keyWidth: keyWidth, selection: state.selection,
                                        status: StatusLine(message: "", hints: hints, prompt: prompt))
    }

    /// What the status line says once a command ran by its key left nothing to say: the key,
    /// so that next time it can be pressed directly.
    static func reminder(for command: CommandPalette.Command) -> StatusNotice {
        StatusNotice(message: "\(command.summary) — its key: \(command.keys)", tone: .normal)
    }
}
