import Testing

struct ConditionTimedOut: Error, CustomStringConvertible {
    var what: String
    var description: String { "timed out waiting for \(what)" }
}

/// Polls `condition` on the main actor, where the store lives, until it holds; fails after
/// `timeout`. No fixed sleep: it returns as soon as the condition is true.
@MainActor
func waitFor(_ what: String, timeout: Duration = .seconds(20), sourceLocation: SourceLocation = #_sourceLocation,
             _ condition: () -> Bool) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        guard clock.now < deadline else {
            Issue.record("timed out waiting for \(what)", sourceLocation: sourceLocation)
            throw ConditionTimedOut(what: what)
        }
        try await Task.sleep(for: .milliseconds(2)) // checked against the deadline above
    }
}
