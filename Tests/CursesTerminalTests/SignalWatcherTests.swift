@testable import CursesTerminal
import Foundation
import Testing
import TerminalUI

@Suite struct SignalWatcherTests {
    @Test("Signals map to events: SIGWINCH is a resize, the others ask to terminate")
    func eventMapping() {
        let events = [SIGWINCH, SIGINT, SIGTERM, SIGHUP].map(SignalWatcher.event(for:))
        #expect(events == [.resized, .terminationRequested(signal: SIGINT),
                           .terminationRequested(signal: SIGTERM), .terminationRequested(signal: SIGHUP)])
    }

    /// The only test that changes this process's signal handling; SIGTERM really is sent, so a
    /// watcher that failed to take it over would end the test run (a loud failure).
    ///
    /// Each signal is raised on a thread of its own that then ends: libdispatch's forwarding
    /// handler blocks signals in whichever thread it runs on, and that mask would otherwise stay
    /// with a shared test thread (and with any child process spawned from it later). The thread
    /// unblocks the signal first, because threads made from libdispatch's workers inherit a mask
    /// that blocks it.
    @Test("SIGWINCH and SIGTERM sent to the process arrive as events, and stopping restores the handlers")
    func signalsArriveAsEvents() async throws {
        let handlersBefore = (SignalWatcher.observed + SignalWatcher.ignored).map(handler)
        let relay = EventRelay()
        let recorder = EventRecorder()
        let watcher = SignalWatcher(relay: relay)
        relay.connect(recorder.sink)
        raiseOnThrowawayThread(SIGWINCH)
        try await recorder.waitForEvents(1)
        raiseOnThrowawayThread(SIGTERM)
        try await recorder.waitForEvents(2)
        watcher.stop()
        relay.close()
        #expect(recorder.events == [.resized, .terminationRequested(signal: SIGTERM)])
        #expect((SignalWatcher.observed + SignalWatcher.ignored).map(handler) == handlersBefore)
    }

    private func raiseOnThrowawayThread(_ signal: Int32) {
        Thread {
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, signal)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            _ = pthread_kill(pthread_self(), signal)
        }.start()
    }

    /// The installed handler as a number: 0 is SIG_DFL, 1 SIG_IGN, anything else a function.
    private func handler(for signal: Int32) -> Int {
        var action = sigaction()
        sigaction(signal, nil, &action)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    }
}
