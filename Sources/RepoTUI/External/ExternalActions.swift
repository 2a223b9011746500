import Foundation
import RepoFeatures

/// The world outside the app that `o` and `y` reach: a browser and the clipboard. The live one
/// launches programs and writes to the terminal, so its methods are `async` and run off the main
/// actor; the effect runtime calls it for `AppEffect.perform`.
protocol ExternalActions: Sendable {
    /// Opens `url` (http or https) in the user's browser.
    func open(_ url: URL) async -> ExternalActionOutcome
    /// Puts `text` on the clipboard.
    func copy(_ text: String) async -> ExternalActionOutcome
    /// Runs the user's editor or shell in `directory` with the terminal handed over; returns
    /// once it exited.
    func run(_ program: CloneProgram, in directory: String) async -> ExternalActionOutcome
    /// Runs a custom command: in the background to its end (its output for the message log),
    /// or in the foreground with the terminal handed over.
    func run(_ command: RunnableCommand) async -> ExternalActionOutcome
}
