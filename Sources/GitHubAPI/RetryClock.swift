import Foundation
import RepoCore

/// How the client waits before a retry: really (`.continuous`), or however a test likes — at
/// once, recording each wait — so retries are tested without waiting for real.
public struct RetryClock: Sendable {
    private let waitFor: @Sendable (Duration) async throws -> Void

    /// `wait` must return after the duration, or throw when the task is cancelled.
    public init(wait: @escaping @Sendable (Duration) async throws -> Void) {
        self.waitFor = wait
    }

    /// Waits for real on the continuous clock; cancelling the task ends the wait at once.
    public static var continuous: RetryClock {
        RetryClock { duration in
            let deadline = ContinuousClock.now.advanced(by: duration)
            try await Task.sleep(until: deadline, clock: .continuous)
        }
    }

    /// Waits `duration`; a cancelled task (before, during or after) ends it with `.cancelled`.
    func wait(_ duration: Duration) async throws(GitHubError) {
        if Task.isCancelled { throw .cancelled }
        do {
            try await waitFor(duration)
        } catch {
            throw .cancelled
        }
        if Task.isCancelled { throw .cancelled }
    }
}
