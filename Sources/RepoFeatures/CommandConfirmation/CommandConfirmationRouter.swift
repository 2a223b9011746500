/// The question's answer as the app's requests. Pure.
enum CommandConfirmationRouter {
    static func request(for delegate: CommandConfirmation.Delegate) -> AppRequest {
        switch delegate {
        case .close: .closed(savingColumns: nil)
        case .notice(let notice): .notice(notice)
        case .run(let command): .perform(.runCommand(command))
        }
    }
}
