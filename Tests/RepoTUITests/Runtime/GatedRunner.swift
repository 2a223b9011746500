import Foundation
import RepoFeatures
@testable import RepoTUI

/// An effect runner whose effects each wait until the test answers them, so the store's
/// ordering, replacement and cancellation can be observed step by step. The real runner is
/// tested against the real stub and a real cache (`LiveRuntimeTests`).
final class GatedRunner: EffectRunner, @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [(effect: AppEffect, answer: CheckedContinuation<[AppAction], Never>)] = []
    private var cancelledEffects: [AppEffect] = []

    /// Effects started and not yet answered (cancelled ones included), oldest first.
    var pending: [AppEffect] { lock.withLock { waiting.map(\.effect) } }
    /// Effects whose task was cancelled while they waited.
    var cancelled: [AppEffect] { lock.withLock { cancelledEffects } }

    func run(_ effect: AppEffect, send: @escaping @Sendable (AppAction) -> Void) async {
        // Noting an opened owner answers nothing; holding it would only clutter `pending`.
        if case .list(_, .owners(.recordOpened)) = effect { return }
        let actions = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                lock.withLock { waiting.append((effect, continuation)) }
            }
        } onCancel: {
            self.cancel(effect)
        }
        for action in actions { send(action) }
    }

    /// Answers the oldest waiting `effect` with `actions`; false when none waits.
    @discardableResult
    func answer(_ effect: AppEffect, with actions: [AppAction]) -> Bool {
        let continuation: CheckedContinuation<[AppAction], Never>? = lock.withLock {
            guard let index = waiting.firstIndex(where: { $0.effect == effect }) else { return nil }
            return waiting.remove(at: index).answer
        }
        continuation?.resume(returning: actions)
        return continuation != nil
    }

    /// Answers everything still waiting with nothing (the end of a test).
    func finish() {
        let continuations = lock.withLock {
            defer { waiting = [] }
            return waiting.map(\.answer)
        }
        for continuation in continuations { continuation.resume(returning: []) }
    }

    /// A cancelled effect keeps waiting, so the test can still answer it late, as a server that
    /// answered regardless would: the store must be the one that keeps that answer away.
    private func cancel(_ effect: AppEffect) {
        lock.withLock { cancelledEffects.append(effect) }
    }
}
