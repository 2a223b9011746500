import Foundation
import RepoFeatures

/// The effect runtime: holds the app's state, applies actions through `AppReducer`, and is the
/// only place that starts tasks. Effects with the same key replace each other; `.cancel` stops a
/// closed screen's effects; a result reaches the reducer only while the effect that made it is
/// still current, so a replaced or cancelled load never shows its answer. `settle()` waits until
/// nothing is running — the plain output and the tests await it.
@MainActor
final class Store {
    private(set) var state: AppState
    private let runner: any EffectRunner
    private let clock: AppClock
    private let timeZone: TimeZone
    /// Called after every action, so the run loop knows to draw.
    var onChange: (@MainActor () -> Void)?

    private struct Running {
        var token: Int
        var work: Task<Void, Never>
        var delivery: Task<Void, Never>

        func cancel() {
            work.cancel()
            delivery.cancel()
        }
    }

    /// The user's key tables (the config file's `[keys.*]`).
    private let keys: KeyMaps
    private let accessible: Bool
    private var running: [EffectKey: Running] = [:]
    private var started = 0

    init(state: AppState, runner: any EffectRunner, clock: AppClock = .live, timeZone: TimeZone = .current,
         keys: KeyMaps = .standard, accessible: Bool = false) {
        self.state = state
        self.accessible = accessible
        self.runner = runner
        self.clock = clock
        self.timeZone = timeZone
        self.keys = keys
    }

    isolated deinit {
        for effect in running.values { effect.cancel() }
    }

    /// The time and time zone, once, for a reducer call or a frame, and the keys in effect.
    var context: PresentationContext { PresentationContext(now: clock.now(), timeZone: timeZone, keys: keys, accessible: accessible) }

    func send(_ action: AppAction) {
        let effects = AppReducer.reduce(&state, action, context: context)
        onChange?()
        for effect in effects { start(effect) }
    }

    /// Waits until no effect is running (one that starts another keeps it waiting).
    func settle() async {
        while let next = running.values.first {
            await next.delivery.value
        }
    }

    /// Stops everything (quitting).
    func cancelAll() {
        for effect in running.values { effect.cancel() }
        running = [:]
    }

    private func start(_ effect: AppEffect) {
        if case .cancel(let screen) = effect {
            for (key, effect) in running where key.screen == screen {
                effect.cancel()
                running[key] = nil
            }
            return
        }
        if case .stopClone(let job) = effect {
            running.removeValue(forKey: AppEffect.cloneKey(job: job))?.cancel()
            return
        }
        started += 1
        let token = started
        let key = effect.key ?? EffectKey(screen: nil, name: "#\(token)")
        running.removeValue(forKey: key)?.cancel()
        let (results, continuation) = AsyncStream.makeStream(of: AppAction.self)
        let runner = self.runner
        let work = Task {
            await runner.run(effect) { continuation.yield($0) }
            continuation.finish()
        }
        let delivery = Task { [weak self] in
            for await action in results {
                guard let self, self.running[key]?.token == token else { return }
                self.send(action)
            }
            if self?.running[key]?.token == token { self?.running[key] = nil }
        }
        running[key] = Running(token: token, work: work, delivery: delivery)
    }
}
