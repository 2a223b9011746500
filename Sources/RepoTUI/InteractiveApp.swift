import CursesTerminal
import Foundation
import RepoCore
import RepoFeatures
import TerminalUI

/// The full-screen app: one run loop on the main actor that sleeps until a key, a resize, a
/// signal or a finished request wakes it, then redraws what changed.
@MainActor
final class InteractiveApp {
    private enum Event: Sendable {
        case terminal(TerminalEvent)
        case redraw
    }

    private let backend: any TerminalBackend
    /// For `Scripts/bench` only (REPOTUI_EXIT_AFTER_FIRST_FRAME=1): quit once the first frame
    /// has been handed to the terminal, so the process's run time is the time to first frame.
    private let exitsAfterFirstFrame: Bool
    private var navigator: Navigator?
    /// The first frame waits for the list's first answer (the cache's rows, or "loading"), so a
    /// warm start never flashes a loading screen.
    private var needsRender = false
    private var exitStatus: Int32 = 0

    init(backend: any TerminalBackend, exitsAfterFirstFrame: Bool = false) {
        self.backend = backend
        self.exitsAfterFirstFrame = exitsAfterFirstFrame
    }

    /// Opens the terminal, runs until the user quits or a signal arrives, restores the terminal.
    /// The scenes' parts (the cache) are made only once the terminal is known to be usable.
    static func run(
        user: GitHubUsername, environment: [String: String], terminal: CursesTerminal.Options = .init(),
        makeScenes: @Sendable () -> SceneEnvironment
    ) async -> Int32 {
        let backend: CursesTerminal
        do {
            backend = try CursesTerminal.open(environment: environment, options: terminal)
        } catch {
            StandardError.write("repotui: \(error)")
            return 1
        }
        let app = InteractiveApp(backend: backend, exitsAfterFirstFrame: environment["REPOTUI_EXIT_AFTER_FIRST_FRAME"] == "1")
        var scenes = makeScenes()
        scenes.colorDepth = backend.colorDepth
        scenes.externalActions = LiveExternalActions(environment: environment) { [weak backend] bytes in
            backend?.writeControlSequence(bytes)
        }
        return await app.run(user: user, environment: scenes)
    }

    func run(user: GitHubUsername, environment: SceneEnvironment) async -> Int32 {
        defer { backend.shutdown() }
        let (events, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .unbounded)
        backend.startEvents { continuation.yield(.terminal($0)) }
        let navigator = Navigator(size: backend.size, environment: environment) { [weak self] in
            guard let self, !self.needsRender else { return }
            self.needsRender = true
            continuation.yield(.redraw)
        }
        self.navigator = navigator
        navigator.start(user: user)

        for await event in events {
            handle(event)
            if navigator.isFinished { break }
            if needsRender { render() }
        }
        continuation.finish()
        return exitStatus
    }

    private func handle(_ event: Event) {
        guard let navigator else { return }
        switch event {
        case .terminal(.inputAvailable):
            for key in backend.readKeys() {
                if key == .resize {
                    navigator.resize(to: backend.updateSize())
                } else {
                    navigator.handle(key)
                }
                if navigator.isFinished { return }
            }
        case .terminal(.resized):
            navigator.resize(to: backend.updateSize())
        case .terminal(.terminationRequested(let signal)):
            exitStatus = 128 + signal
            navigator.quit()
        case .redraw:
            break
        }
    }

    private func render() {
        guard let navigator else { return }
        needsRender = false
        backend.present(navigator.render())
        if exitsAfterFirstFrame { navigator.quit() }
    }
}
