import Foundation
import RepoFeatures

/// Where the GitHub client's side reports — the rate-limit budget of every response, a wait
/// before a retry — enter the app. The client exists before the store, and reports from any
/// thread, so the store connects later and every report hops to the main actor; until then
/// (and in the plain output, which has no status line) reports are dropped.
final class AppEventSink: @unchecked Sendable {
    private let lock = NSLock()
    private var receiver: (@MainActor @Sendable (AppAction) -> Void)?

    func connect(_ receiver: @escaping @MainActor @Sendable (AppAction) -> Void) {
        lock.withLock { self.receiver = receiver }
    }

    func send(_ action: AppAction) {
        guard let receiver = lock.withLock({ self.receiver }) else { return }
        Task { @MainActor in receiver(action) }
    }
}
