import Foundation

/// The world outside the app that `o` and `y` reach: a browser and the clipboard. The live one
/// launches programs and writes to the terminal, so its methods are `async` and run off the main
/// actor; tests use a recording double.
public protocol ExternalActions: Sendable {
    /// Opens `url` (http or https) in the user's browser.
    func open(_ url: URL) async -> ExternalActionOutcome
    /// Puts `text` on the clipboard.
    func copy(_ text: String) async -> ExternalActionOutcome
}

/// How an open or copy went, for the status line.
public enum ExternalActionOutcome: Equatable, Sendable {
    case opened(URL)
    /// `warning` says what went wrong on the way while the text still reached a clipboard
    /// (a clipboard tool that failed after the terminal was asked, say).
    case copied(String, warning: String? = nil)
    /// Nothing happened; the message says why ("no browser found — set $BROWSER").
    case failed(String)
}
