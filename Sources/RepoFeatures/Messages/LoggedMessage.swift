import Foundation

/// A message the status line showed — a notice, what an open or copy came to — kept so the whole
/// text can be read later under `!`, however short the status line was.
struct LoggedMessage: Equatable, Sendable {
    var at: Date
    var text: String
    var tone: StatusLine.Tone
    /// Lines shown under it: a custom command's output.
    var details: [String] = []

    /// How many the log keeps, newest last.
    static let kept = 50
}
