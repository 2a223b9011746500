import Foundation
import TerminalUI

/// Hands terminal events to the app's sink, keeping any that arrive before the sink is known.
///
/// Signals are observed from the moment the terminal opens, but the run loop connects its sink
/// a little later (`startEvents`); a SIGTERM in between must not be lost.
final class EventRelay: @unchecked Sendable {
    // @unchecked: every stored property is read and written only while `lock` is held.
    private let lock = NSLock()
    private var sink: (@Sendable (TerminalEvent) -> Void)?
    private var pending: [TerminalEvent] = []
    private var isClosed = false

    func deliver(_ event: TerminalEvent) {
        // The sink is called under the lock so events keep their order; it only enqueues.
        lock.withLock {
            guard !isClosed else { return }
            if let sink { sink(event) } else { pending.append(event) }
        }
    }

    func connect(_ sink: @escaping @Sendable (TerminalEvent) -> Void) {
        lock.withLock {
            guard !isClosed else { return }
            self.sink = sink
            pending.forEach(sink)
            pending = []
        }
    }

    /// After this nothing more is delivered: the terminal has been shut down.
    func close() {
        lock.withLock {
            isClosed = true
            sink = nil
            pending = []
        }
    }
}
