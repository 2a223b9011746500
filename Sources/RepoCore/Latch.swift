import Synchronization

/// A gate that opens once: until then `wait()` suspends, from then on it returns at once.
///
/// The app's first frame opens one (`FirstFrameLatch`); tests open one to let waits go on when
/// they have seen who is waiting.
public final class Latch: Sendable {
    private struct State {
        var isOpen = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    public init() {}

    /// Lets every waiter go on, and any later one pass; opening again does nothing.
    public func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }

    /// Returns once the latch is open (at once when it is).
    public func wait() async {
        if state.withLock(\.isOpen) { return }
        await withCheckedContinuation { continuation in
            let isOpen = state.withLock { state in
                if !state.isOpen { state.waiting.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }

    /// How many wait now.
    public var waitingCount: Int { state.withLock(\.waiting.count) }
}
