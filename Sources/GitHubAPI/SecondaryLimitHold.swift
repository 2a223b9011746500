import Foundation
import Synchronization

/// While one request waits out GitHub's secondary rate limit, every other request of the same
/// client waits too: the limit is per user, so pages fetched side by side (or a detail pane
/// opened meanwhile) would only hit it again — the hammering GitHub bans clients for.
///
/// Shared by all copies of one `GitHubClient`; nothing global.
final class SecondaryLimitHold: Sendable {
    private let until = Mutex<ContinuousClock.Instant?>(nil)

    /// Holds every request for `duration` from now (or longer, if already held longer);
    /// returns the instant to hand back to `release(_:)`.
    func hold(for duration: Duration) -> ContinuousClock.Instant {
        let end = ContinuousClock.now.advanced(by: duration)
        return until.withLock { current in
            current = max(current ?? end, end)
            return current ?? end
        }
    }

    /// Ends the hold once the wait that started it is over, unless another has extended it.
    /// (With a real clock it would have run out anyway; a test clock waits no real time.)
    func release(_ end: ContinuousClock.Instant) {
        until.withLock { current in
            if current == end { current = nil }
        }
    }

    /// How much longer requests must wait; nil when they may go.
    var remaining: Duration? {
        until.withLock { current in
            guard let end = current else { return nil }
            let left = end - ContinuousClock.now
            if left <= .zero {
                current = nil
                return nil
            }
            return left
        }
    }
}
