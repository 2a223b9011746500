/// Waits until `condition` holds, checking every `interval`; throws `WaitTimeout` when
/// `timeout` passes first. For state that changes in another task or process, in place of
/// a fixed sleep.
public func waitUntil(
    timeout: Duration, interval: Duration = .milliseconds(10),
    _ condition: () async throws -> Bool
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
        if try await condition() { return }
        if clock.now >= deadline { throw WaitTimeout(timeout: timeout) }
        try await Task.sleep(for: interval) // checked against the deadline above
    }
}

public struct WaitTimeout: Error, CustomStringConvertible {
    public var timeout: Duration
    public var description: String { "condition still false after \(timeout)" }
}
