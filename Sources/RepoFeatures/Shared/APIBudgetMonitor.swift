import Foundation
import RepoCore

/// The latest `APIBudget`, recorded from whichever thread a response arrived on and read by
/// the navigator when it draws. A change wakes the screen through `onChange`.
public final class APIBudgetMonitor: @unchecked Sendable {
    private let lock = NSLock()
    private var budget: APIBudget?
    private var listener: (@MainActor @Sendable () -> Void)?

    public init() {}

    public var latest: APIBudget? { lock.withLock { budget } }

    /// Pages arrive side by side, so their readings can come out of order: within one window
    /// (same limit and reset time) the budget only goes down.
    public func record(_ reading: APIBudget) {
        let listener: (@MainActor @Sendable () -> Void)? = lock.withLock {
            guard reading != budget else { return nil }
            if let budget, budget.limit == reading.limit, budget.resetAt == reading.resetAt,
               reading.remaining > budget.remaining {
                return nil
            }
            budget = reading
            return self.listener
        }
        if let listener { Task { @MainActor in listener() } }
    }

    /// Called on the main actor after each change.
    public func onChange(_ listener: @escaping @MainActor @Sendable () -> Void) {
        lock.withLock { self.listener = listener }
    }
}
