import Foundation

/// A wait before the client tries again ("GitHub asked to slow down — retrying in 42 s"),
/// recorded from whichever thread the client runs on. While one lasts, the screen is woken once
/// a second so the countdown moves; otherwise nothing ticks.
public final class RetryWaitMonitor: @unchecked Sendable {
    public struct Wait: Equatable, Sendable {
        /// Why, in a few words: "GitHub answered 503".
        public var reason: String
        public var until: Date
    }

    private let lock = NSLock()
    private var wait: Wait?
    private var listener: (@MainActor @Sendable () -> Void)?
    private var ticker: Task<Void, Never>?

    public init() {}

    /// The wait in progress at `now`, if any.
    public func current(now: Date) -> Wait? {
        lock.withLock { wait.flatMap { $0.until > now ? $0 : nil } }
    }

    public func record(reason: String, until: Date) {
        let (listener, previous) = lock.withLock {
            wait = Wait(reason: reason, until: until)
            return (self.listener, self.ticker)
        }
        previous?.cancel()
        guard let listener else { return }
        let ticker = Task { @MainActor in
            // One redraw a second until the wait is over, and one more to clear it.
            while !Task.isCancelled {
                listener()
                let left = until.timeIntervalSinceNow
                if left <= 0 { break }
                try? await Task.sleep(for: .seconds(min(1, left)))
            }
        }
        lock.withLock { self.ticker = ticker }
    }

    /// Called on the main actor after each change and each second of a wait.
    public func onChange(_ listener: @escaping @MainActor @Sendable () -> Void) {
        lock.withLock { self.listener = listener }
    }
}
