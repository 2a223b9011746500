import RepoCore
import TerminalUI

/// Fills a custom command's placeholders in for one repository. Pure. Each placeholder's value
/// goes into the argument it stands in and nowhere else — never split at spaces, never read by
/// a shell — and a value holding control characters (the data comes from strangers) stops the
/// command instead of reaching a program.
enum CustomCommandResolver {
    /// What is known of the repository's clone where the key was pressed.
    enum Clone: Equatable, Sendable {
        case none
        /// Cloned, its folder not read yet.
        case looking
        case at(path: String)
    }

    /// The command to run (and its question, filled in the same way, when it asks first), or
    /// why it does not run (a notice for the status line).
    enum Resolution: Equatable, Sendable {
        case run(RunnableCommand, question: String?)
        case refused(StatusNotice)
    }

    static func resolve(_ command: CustomCommand, for repository: Repository, clone: Clone) -> Resolution {
        let name = TerminalText.singleLine(repository.fullName)
        var path: String?
        if command.needsClone {
            switch clone {
            case .none:
                return .refused(StatusNotice(message: "\(command.title): \(name) is not cloned — c clones it", tone: .warning))
            case .looking:
                return .refused(StatusNotice(message: "\(command.title): still looking at the clone of \(name) — a moment", tone: .warning))
            case .at(let folder):
                path = folder
            }
        }
        var values: [CustomCommand.Placeholder: String] = [:]
        for placeholder in Set((command.run + [command.confirm ?? ""]).flatMap(CustomCommand.placeholders(in:))) {
            guard let value = value(of: placeholder, repository, path: path), !value.isEmpty else {
                return .refused(StatusNotice(message: "\(command.title): GitHub gave no \(placeholder.rawValue) for \(name)", tone: .warning))
            }
            guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                return .refused(StatusNotice(message: "\(command.title): not run — the \(placeholder.rawValue) of \(name) holds control characters",
                                             tone: .error))
            }
            values[placeholder] = value
        }
        let arguments = command.run.map { filled($0, with: values) }
        return .run(RunnableCommand(title: command.title, arguments: arguments, directory: command.runsInClone ? path : nil,
                                    mode: command.mode),
                    question: command.confirm.map { filled($0, with: values) })
    }

    private static func value(of placeholder: CustomCommand.Placeholder, _ repository: Repository, path: String?) -> String? {
        switch placeholder {
        case .owner: repository.owner.login
        case .name: repository.name
        case .fullName: repository.fullName
        case .url: repository.htmlURL
        case .cloneURL: repository.cloneURL
        case .path: path
        case .defaultBranch: repository.defaultBranch
        }
    }

    /// `argument` with each known `{placeholder}` replaced, in one pass: a value that itself
    /// holds `{name}` stays as it is.
    static func filled(_ argument: String, with values: [CustomCommand.Placeholder: String]) -> String {
        var result = ""
        var rest = Substring(argument)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let placeholder = CustomCommand.Placeholder(rawValue: String(after[..<close])),
               let value = values[placeholder] {
                result += value
                rest = after[after.index(after: close)...]
            } else {
                result += "{"
                rest = after
            }
        }
        return result + rest
    }
}
