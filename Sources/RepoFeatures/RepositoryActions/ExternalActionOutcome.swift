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
}
