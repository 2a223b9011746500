import Foundation
import TerminalUI

/// A custom command in words: the status line while it starts, and the command as it will run
/// (the confirmation shows it whole, so nothing runs unseen). Pure; sanitised.
enum CustomCommandPresenter {
    static func starting(_ command: RunnableCommand) -> StatusNotice {
        let title = TerminalText.singleLine(command.title)
        return switch command.mode {
        case .background: StatusNotice(message: "\(title): running " + commandLine(command) + "…", tone: .busy)
        case .suspend: StatusNotice(message: "\(title): handing the terminal to " + commandLine(command) + "…", tone: .busy)
        }
    }

    /// `gh pr list --repo 'mona/x y'`: the arguments as a shell would need them quoted, so what
    /// is shown is exactly what runs (though no shell runs it).
    static func commandLine(_ command: RunnableCommand) -> String {
        command.arguments.map(quoted).joined(separator: " ")
    }

    private static func quoted(_ argument: String) -> String {
        let plain = !argument.isEmpty && argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./:=@,+%".contains($0) }
        let text = plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return TerminalText.singleLine(text)
    }
}
