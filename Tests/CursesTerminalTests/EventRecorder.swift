import Foundation
import TerminalUI

/// A sink that remembers every event, from any thread.
final class EventRecorder: @unchecked Sendable {
    // @unchecked: `recorded` is only touched while `lock` is held.
    private let lock = NSLock()
    private var recorded: [TerminalEvent] = []

    struct Timeout: Error {}

    var events: [TerminalEvent] { lock.withLock { recorded } }

    var sink: @Sendable (TerminalEvent) -> Void {
        { event in self.lock.withLock { self.recorded.append(event) } }
    }

    /// Waits until at least `count` events arrived, checking often, failing after `seconds`.
    func waitForEvents(_ count: Int, seconds: Double = 5) async throws {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while events.count < count {
            guard ContinuousClock.now < deadline else { throw Timeout() }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}
