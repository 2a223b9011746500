import Foundation
import TestSupport
import TerminalUI

/// A sink that remembers every event, from any thread.
final class EventRecorder: @unchecked Sendable {
    // @unchecked: `recorded` is only touched while `lock` is held.
    private let lock = NSLock()
    private var recorded: [TerminalEvent] = []

    var events: [TerminalEvent] { lock.withLock { recorded } }

    var sink: @Sendable (TerminalEvent) -> Void {
        { event in self.lock.withLock { self.recorded.append(event) } }
    }

    /// Waits until at least `count` events arrived, failing after `seconds`.
    func waitForEvents(_ count: Int, seconds: Double = 5) async throws {
        try await waitUntil(timeout: .seconds(seconds), interval: .milliseconds(5)) { self.events.count >= count }
    }
}
