import CursesTerminal
import Foundation
import RepoCore
import RepoFeatures
import TerminalUI

/// The full-screen app: one run loop on the main actor that sleeps until a key, a resize, a
/// signal or an effect's result wakes it, hands what happened to the store, and draws the frame
/// the state now makes.
@MainActor
final class InteractiveApp {
    private enum Event: Sendable {
        case terminal(TerminalEvent)
        case redraw
        /// The first frame waited long enough for the cache.
        case graceOver
    }

    /// How long the first frame waits for the cache's answer, so a warm start shows its rows
    /// straight away instead of flashing "loading" — and a slow disk still shows a frame at once.
    static let firstFrameGrace: Duration = .milliseconds(150)

    private let backend: any TerminalBackend
    private let store: Store
    private var renderer: FrameRenderer
    /// For `Scripts/bench` only (REPOTUI_EXIT_AFTER_FIRST_FRAME=1): quit once the first frame
    /// has been handed to the terminal, so the process's run time is the time to first frame.
    private let exitsAfterFirstFrame: Bool
    /// While an editor or a shell has the terminal (`e`, `$`): nothing is drawn or read.
    private let handOff: TerminalHandOff?
    /// Opened once the first frame is drawn (the store's effects wait on it: `FirstFrameLatch`).
    private let firstFrame: FirstFrameLatch?
    /// Opened once the first frame is drawn, and only then — not as the app ends, as
    /// `firstFrame` is for the effects waiting on it: what waits here is work to start, not to
    /// cancel (`OpeningRepoCache`).
    private let firstFrameDrawn: Latch?
    private var needsRender = false
    private var hasDrawn = false
    private var graceOver = false
    private var exitStatus: Int32 = 0

    init(backend: any TerminalBackend, store: Store, theme: Theme = .dark, accessible: Bool = false, exitsAfterFirstFrame: Bool = false,
         handOff: TerminalHandOff? = nil, firstFrame: FirstFrameLatch? = nil, firstFrameDrawn: Latch? = nil) {
        self.backend = backend
        self.firstFrame = firstFrame
        self.firstFrameDrawn = firstFrameDrawn
        self.store = store
        self.renderer = FrameRenderer(colorDepth: backend.colorDepth, theme: theme, accessible: accessible)
        self.exitsAfterFirstFrame = exitsAfterFirstFrame
        self.handOff = handOff
    }

    /// Opens the terminal, runs until the user quits or a signal arrives, restores the terminal.
    /// The session's parts (the cache) are made once the terminal is known to be usable, on
    /// another core while ncurses starts: the cache's opening (2.6 ms) and the terminal's (1 ms)
    /// were the largest parts of a first frame after the process's own start.
    static func run(environment: [String: String], terminal: CursesTerminal.Options = .init(),
                    makeSession: @escaping @Sendable (_ firstFrameDrawn: Latch) -> AppSession) async -> Ended {
        let checked: CursesTerminal.Checked
        do {
            checked = try CursesTerminal.check(environment: environment, onControllingTerminal: terminal.drawsOnControllingTerminal)
        } catch {
            StandardError.write("repotui: \(error)")
            return Ended(status: 1)
        }
        let firstFrameDrawn = Latch()
        let opening = Task.detached { makeSession(firstFrameDrawn) }
        let backend: CursesTerminal
        do {
            backend = try CursesTerminal.open(checked, options: terminal)
        } catch {
            // The cache finishes opening, and closes, before the process ends.
            _ = await opening.value
            StandardError.write("repotui: \(error)")
            return Ended(status: 1)
        }
        // This core would only wait for the cache now: it makes the time zone (ICU reads its
        // data, 0.5 ms), which Foundation keeps once made and the session asks for next.
        _ = TimeZone.current
        let session = await opening.value
        let handOff = TerminalHandOff(backend: backend)
        var external = LiveExternalActions(environment: environment) { [weak backend] bytes in
            backend?.writeControlSequence(bytes)
        }
        external.lend = { program in await handOff.lend(program) ?? .failed("another program has the terminal") }
        let reserved = FrameRenderer.reservedRows(accessible: session.accessible)
        let firstFrame = FirstFrameLatch()
        let store = session.makeStore(size: Self.appSize(backend.size, reserving: reserved), external: external, firstFrame: firstFrame)
        let app = InteractiveApp(backend: backend, store: store,
                                 theme: session.theme, accessible: session.accessible, exitsAfterFirstFrame: environment["REPOTUI_EXIT_AFTER_FIRST_FRAME"] == "1",
                                 handOff: handOff, firstFrame: firstFrame, firstFrameDrawn: firstFrameDrawn)
        let status = await app.run(user: session.user, scope: session.scope, sort: session.sort, filter: session.filter,
                                   searchesOnly: session.searchesOnly, clock: session.clock)
        // The terminal is the shell's again; effects cancelled but still under way may hold the
        // cache until the process ends, so its log is folded here rather than when it closes.
        session.sync.foldCacheLog()
        guard case .picked(let path)? = app.store.state.picking else { return Ended(status: status) }
        return Ended(status: status, picked: path)
    }

    /// The size the app lays itself out in: the terminal's, less the rows the renderer keeps.
    static func appSize(_ size: Size, reserving rows: Int) -> Size {
        Size(width: size.width, height: max(0, size.height - rows))
    }

    /// How the app ended: its exit status, and under `--pick` the path picked (nil: none was).
    struct Ended: Equatable, Sendable {
        var status: Int32
        var picked: String?
    }

    func run(user: GitHubUsername, scope: RepoScope = .repositories, sort: RepoSort, filter: String = "",
             searchesOnly: Bool = false, clock: AppClock = .live) async -> Int32 {
        defer {
            // Effects still waiting for a first frame go on, to see that they were cancelled.
            firstFrame?.open()
            backend.shutdown()
        }
        let (events, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .unbounded)
        backend.startEvents { continuation.yield(.terminal($0)) }
        store.onChange = { [weak self] in
            guard let self, !self.needsRender else { return }
            self.needsRender = true
            continuation.yield(.redraw)
        }
        handOff?.returned = { [weak self] in
            guard let self else { return }
            store.send(.resized(Self.appSize(backend.updateSize(), reserving: renderer.reservedRows)))
            needsRender = true
            continuation.yield(.redraw)
        }
        let grace = Task {
            try? await clock.sleep(Self.firstFrameGrace)
            continuation.yield(.graceOver)
        }
        store.send(.start(user, scope: scope, sort: sort, filter: filter, searchesOnly: searchesOnly))
        for await event in events {
            handle(event)
            if !store.state.isFinished, needsRender || !hasDrawn { render() }
            if store.state.isFinished { break }
        }
        grace.cancel()
        store.cancelAll()
        continuation.finish()
        return exitStatus
    }

    private func handle(_ event: Event) {
        if handOff?.isAway == true {
            // The program has the keys and the screen (the backend drops SIGINT meanwhile: Ctrl-C
            // is the program's). A resize is read when the terminal comes back.
            switch event {
            case .terminal(.inputAvailable), .terminal(.resized): return
            default: break
            }
        }
        switch event {
        case .terminal(.inputAvailable):
            for key in backend.readKeys() {
                store.send(key == .resize ? .resized(Self.appSize(backend.updateSize(), reserving: renderer.reservedRows)) : .key(key))
                if store.state.isFinished { return }
            }
        case .terminal(.resized):
            store.send(.resized(Self.appSize(backend.updateSize(), reserving: renderer.reservedRows)))
        case .terminal(.terminationRequested(let signal)):
            exitStatus = 128 + signal
            store.send(.terminate)
        case .redraw:
            break
        case .graceOver:
            graceOver = true
        }
    }

    /// Draws the frame the state makes now; before the first, only once the first list has rows
    /// from the cache — its first screen, or all of it — or its answer, or the grace is over.
    private func render() {
        guard handOff?.isAway != true else { return }
        needsRender = false
        if !hasDrawn, !graceOver, let list = store.state.firstList, list.load == .readingCache,
           list.rows.isEmpty {
            return
        }
        let isFirst = !hasDrawn
        hasDrawn = true
        let context = store.context
        backend.present(renderer.render(store.state, context: context))
        // The benchmark's quit at the first frame starts nothing that waited for it.
        if isFirst, !exitsAfterFirstFrame {
            firstFrame?.open()
            firstFrameDrawn?.open()
        }
        // The detail learns its content's height from the layout just drawn (a redraw follows
        // when that moves its scroll).
        for measured in renderer.measurements(store.state, context: context) { store.send(measured) }
        if exitsAfterFirstFrame { store.send(.terminate) }
    }
}
