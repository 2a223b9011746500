/// A message that takes the place of the screen's own in the status line until the next key:
/// the start-up notice, or what an open or copy came to.
public struct StatusNotice: Equatable, Sendable {
    var message: String
    var tone: StatusLine.Tone

    public init(message: String, tone: StatusLine.Tone) {
        self.message = message
        self.tone = tone
    }
}
