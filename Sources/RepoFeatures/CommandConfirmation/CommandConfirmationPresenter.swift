import TerminalUI

/// The question, the command as it will run and where. Pure; sanitised.
enum CommandConfirmationPresenter {
    static func viewModel(_ state: CommandConfirmation.State, width: Int) -> CommandConfirmation.ViewModel {
        let command = state.command
        var lines = TextWrap.wrap(TerminalText.singleLine(state.question), width: max(1, width)).map { OverlayLine(text: $0, style: Palette.overlayTitle) }
        lines.append(OverlayLine(text: "", style: Palette.overlay))
        lines += TextWrap.wrap("runs: " + CustomCommandPresenter.commandLine(command), width: max(1, width))
            .map { OverlayLine(text: $0, style: Palette.overlay) }
        if let directory = command.directory {
            lines += TextWrap.wrap("in: " + TerminalText.singleLine(directory), width: max(1, width)).map { OverlayLine(text: $0, style: Palette.overlay) }
        }
        let how = command.mode == .suspend ? "the screen gives way to it until it exits" : "in the background; its output goes to ! messages"
        lines.append(OverlayLine(text: how, style: Palette.label))
        return CommandConfirmation.ViewModel(title: " " + TerminalText.singleLine(command.title) + " ", lines: lines,
                                             status: StatusLine(message: "y runs it, n or Esc does not",
                                                                hints: CommandConfirmationKeyMap.bindings.hints()))
    }
}
