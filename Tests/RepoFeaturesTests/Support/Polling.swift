import Testing

struct ConditionTimedOut: Error, CustomStringConvertible {
    var what: String
    var description: String { "timed out waiting for \(what)" }
}

/// Polls `condition` on the main actor until it holds, failing after `timeout`. No fixed sleep:
/// it returns as soon as the condition is true.
@MainActor
func waitUntil(
    _ what: String, timeout: Duration = .seconds(60),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @MainActor () -> Bool
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        guard clock.now < deadline else {
            Issue.record("timed out waiting for \(what)", sourceLocation: sourceLocation)
            throw ConditionTimedOut(what: what)
        }
        await Task.yield()
        try await Task.sleep(for: .milliseconds(1)) // checked against the deadline above
    }
}
