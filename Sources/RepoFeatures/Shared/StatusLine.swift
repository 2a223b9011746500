/// The bottom line of the screen: what is happening on the left, the keys on the right.
public struct StatusLine: Equatable, Sendable {
    public enum Tone: Equatable, Sendable { case normal, busy, warning, error }

    public var message: String
    public var tone: Tone
    public var hints: String

    public init(message: String, tone: Tone = .normal, hints: String) {
        self.message = message
        self.tone = tone
        self.hints = hints
    }
}
