import TerminalUI

/// Yes or no; either closes the box. Pure.
enum CommandConfirmationInteractor {
    static func reduce(_ state: inout CommandConfirmation.State, _ action: CommandConfirmation.Action) -> CommandConfirmation.Reaction {
        switch action {
        case .confirm:
            CommandConfirmation.Reaction(delegates: [.close, .notice(CustomCommandPresenter.starting(state.command)), .run(state.command)])
        case .cancel:
            CommandConfirmation.Reaction(delegates: [
                .close, .notice(StatusNotice(message: TerminalText.singleLine(state.command.title) + ": not run", tone: .normal)),
            ])
        }
    }
}
