import Dispatch
import Foundation

/// SIGINT and SIGTERM as something to await, instead of the default immediate exit — and, when
/// asked, the end of the process that started this one.
final class TerminationSignals {
    private let sources: [any DispatchSourceSignal]
    private let stream: AsyncStream<Int32>

    /// `watchingParent`: also end when the parent process does. A test process that crashes
    /// sends no signal, and a stub left running holds the test runner's output open for good.
    init(_ signals: [Int32] = [SIGINT, SIGTERM], watchingParent: Bool = false) {
        let (stream, continuation) = AsyncStream<Int32>.makeStream()
        self.stream = stream
        if watchingParent { Self.watchParent { continuation.yield(0) } }
        sources = signals.map { number in
            // Ignore the default action so only the dispatch source sees the signal.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
    }

    /// Polls, on a thread of its own, for this process to be handed to another parent (init or
    /// a subreaper), which is what the parent's end looks like from here. PR_SET_PDEATHSIG would
    /// fire when the *thread* that started us ends, which a parent's worker threads do.
    private static func watchParent(_ ended: @escaping @Sendable () -> Void) {
        let parent = getppid()
        Thread {
            while getppid() == parent { Thread.sleep(forTimeInterval: 0.2) } // polling a kernel fact; nothing to wait on
            ended()
        }.start()
    }

    /// Returns when the first signal arrives.
    func wait() async {
        for await _ in stream { return }
    }
}
