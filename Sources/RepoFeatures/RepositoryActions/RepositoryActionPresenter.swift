import TerminalUI

/// Turns an action's request, outcome or problem into the status line's notice. Pure: every
/// string is sanitized, because URLs and names come from strangers' data.
enum RepositoryActionPresenter {
    static func notice(for request: ExternalRequest) -> StatusNotice {
        switch request {
        case .open(let url): StatusNotice(message: "opening " + TerminalText.sanitize(url.absoluteString) + "…", tone: .busy)
        case .copy(let text): StatusNotice(message: "copying " + TerminalText.sanitize(text) + "…", tone: .busy)
        case .runInClone(let program, let directory):
            StatusNotice(message: "opening \(program == .editor ? "the editor" : "a shell") in " + TerminalText.sanitize(directory) + "…",
                         tone: .busy)
        case .runCommand(let command): CustomCommandPresenter.starting(command)
        }
    }

    static func notice(for outcome: ExternalActionOutcome) -> StatusNotice {
        switch outcome {
        case .opened(let url):
            StatusNotice(message: "opened " + TerminalText.sanitize(url.absoluteString), tone: .normal)
        case .copied(let text, nil):
            StatusNotice(message: "copied " + TerminalText.sanitize(text), tone: .normal)
        case .copied(let text, let warning?):
            StatusNotice(message: "copied " + TerminalText.sanitize(text) + " · " + TerminalText.sanitize(warning),
                         tone: .warning)
        case .failed(let reason):
            StatusNotice(message: TerminalText.sanitize(reason), tone: .error)
        case .returned(let message, let warning):
            StatusNotice(message: TerminalText.sanitize(message), tone: warning ? .warning : .normal)
        case .finished(let message, let warning, let output):
            StatusNotice(message: TerminalText.sanitize(message) + (output.isEmpty ? "" : " — ! shows its output"),
                         tone: warning ? .warning : .normal)
        }
    }

    static func notice(for problem: RepositoryActionProblem) -> StatusNotice {
        let message = switch problem {
        case .missing(let what, let fullName): "GitHub gave no \(what) for \(fullName)"
        case .noOwnerPage(let login): "no web page known for \(login)"
        case .controlCharacters(let what, let fullName): "not copying the \(what) of \(fullName): it holds control characters"
        case .notAWebPage(let text): "not opening '\(text)': not an http or https address"
        }
        return StatusNotice(message: TerminalText.sanitize(message), tone: .error)
    }
}
