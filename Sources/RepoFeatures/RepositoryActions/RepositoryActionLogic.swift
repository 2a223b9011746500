/// What the repository-action runner tells its presenter. Tests record these calls with a spy.
@MainActor
public protocol RepositoryActionPresentationLogic: AnyObject {
    /// The request went out; its outcome follows (a browser may take a second to say how it went).
    func presentActionStarted(_ request: ExternalRequest)
    func presentActionOutcome(_ outcome: ExternalActionOutcome)
    func presentActionProblem(_ problem: RepositoryActionProblem)
}

/// Where a short message for the status line goes: the navigator, which shows it until the next key.
@MainActor
public protocol NoticeDisplayLogic: AnyObject {
    func displayNotice(_ notice: StatusNotice)
}

/// A message that takes the place of the scene's own in the status line until the next key.
public struct StatusNotice: Equatable, Sendable {
    public var message: String
    public var tone: StatusLine.Tone

    public init(message: String, tone: StatusLine.Tone) {
        self.message = message
        self.tone = tone
    }
}
