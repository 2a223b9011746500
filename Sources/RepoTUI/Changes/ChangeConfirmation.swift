import Foundation
import RepoCore
import TerminalUI

/// The yes a change needs: `--yes`, or an answer typed on a terminal — `y` for a change, the
/// count (or the one repository's name) for one that cannot be undone. Without a terminal and
/// without `--yes`, no.
struct ChangeConfirmation {
    let yes: Bool
    var isTerminal: Bool = Terminal.isTerminal(fileDescriptor: STDIN_FILENO)
    var readAnswer: () -> String? = { readLine(strippingNewline: true) }

    func granted(for plan: ChangePlan) -> Bool {
        if yes { return true }
        guard isTerminal else {
            StandardError.write("repotui: not applied: standard input is not a terminal to ask on — add --yes to apply")
            return false
        }
        let count = plan.changing.count
        if let typed = plan.confirmation {
            let what = count == 1 ? "its name (\(TerminalText.singleLine(typed)))" : "\(typed)"
            StandardError.prompt("Type \(what) to delete \(count == 1 ? "it" : "these \(count)"): ")
            guard readAnswer()?.trimmingCharacters(in: .whitespaces) == typed else {
                StandardError.write("repotui: not applied: the answer did not match")
                return false
            }
            return true
        }
        StandardError.prompt("Apply to \(count == 1 ? "1 repository" : "\(count) repositories")? [y/N] ")
        guard let answer = readAnswer()?.trimmingCharacters(in: .whitespaces).lowercased(), answer == "y" || answer == "yes" else {
            StandardError.write("repotui: not applied")
            return false
        }
        return true
    }
}
