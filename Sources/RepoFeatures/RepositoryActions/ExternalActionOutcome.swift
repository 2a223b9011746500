import Foundation

/// How an open or copy went, for the status line.
public enum ExternalActionOutcome: Equatable, Sendable {
    case opened(URL)
    /// `warning` says what went wrong on the way while the text still reached a clipboard
    /// (a clipboard tool that failed after the terminal was asked, say).
    case copied(String, warning: String? = nil)
    /// Nothing happened; the message says why ("no browser found — set $BROWSER").
    case failed(String)
    /// A program run in the foreground ended; the message says which and how.
    case returned(String, warning: Bool)
    /// A custom command run in the background ended: how, and the last lines of what it wrote
    /// (standard output and error), for the message log.
    case finished(String, warning: Bool, output: [String])

    /// What goes to the message log under the notice.
    var output: [String] {
        if case .finished(_, _, let output) = self { output } else { [] }
    }
}
