/// Running a command closes the palette and presses the command's key, so it does exactly what
/// the key does; Esc just closes it.
enum CommandPaletteRouter {
    static func request(for delegate: CommandPalette.Delegate) -> AppRequest {
        switch delegate {
        case .run(let command): .closeAndPress(command.key, reminder: CommandPalettePresenter.reminder(for: command))
        case .close: .closed(savingColumns: nil)
        }
    }
}
