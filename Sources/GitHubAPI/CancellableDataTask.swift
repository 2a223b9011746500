import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP exchange through `URLSession.dataTask`, cancelled when the Swift task is, and failed
/// with `URLError(.timedOut)` when it has not finished within its timeout.
///
/// Not `URLSession.data(for:)`: on Linux its cancellation handler calls
/// `URLSessionTask.cancel()` while holding the task's status lock, and `cancel()` waits for the
/// session's work queue — which may be delivering the answer and waiting for that same lock
/// (swift-corelibs-foundation #5412). The app then hung on quit. Here the cancel is sent from
/// another queue, after the lock is released.
///
/// The deadline is kept by a timer on a queue of its own, and the answer and the timer race on
/// the session's queue and that one, never on Swift concurrency's shared threads: timed there (a
/// sleeping task beside the request), an answer that came at once lost to the timer whenever those
/// threads were busy past the timeout — a loaded machine asked GitHub twice for one page.
///
/// Redirects are not followed here (see `RedirectRefusal`): a 3xx comes back as the answer.
enum CancellableDataTask {
    /// Where deadlines fire: a serial queue, so its work gets a thread however busy the rest are.
    private static let deadlines = DispatchQueue(label: "repotui.request-deadlines")

    /// `timeout`: seconds the whole exchange may take (URLSession's own is an idle timer, and on
    /// Linux it ignores fractions of a second); nil for none.
    static func data(for request: URLRequest, session: URLSession, timeout: TimeInterval?) async throws -> (Data, URLResponse) {
        let handle = Handle()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        handle.finish(.failure(error))
                    } else if let data, let response {
                        handle.finish(.success((data, response)))
                    } else {
                        handle.finish(.failure(URLError(.badServerResponse)))
                    }
                }
                // Per task, so it holds whatever session the client was given.
                task.delegate = RedirectRefusal()
                handle.start(task, answering: continuation)
                if let timeout {
                    let expiry = DispatchWorkItem {
                        handle.finish(.failure(URLError(.timedOut)))
                        handle.cancel()
                    }
                    handle.expire(with: expiry)
                    deadlines.asyncAfter(deadline: .now() + timeout, execute: expiry)
                }
            }
        } onCancel: {
            DispatchQueue.global().async { handle.cancel() }
        }
    }

    /// The task, shared between the request, its deadline and its cancellation, any of which may
    /// come first; the continuation is resumed once, by whichever finishes first.
    private final class Handle: @unchecked Sendable {
        private let lock = NSLock()
        private var task: URLSessionDataTask?
        private var isCancelled = false
        private var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
        private var expiry: DispatchWorkItem?

        func start(_ task: URLSessionDataTask, answering continuation: CheckedContinuation<(Data, URLResponse), any Error>) {
            let cancelledEarly = lock.withLock {
                self.task = task
                self.continuation = continuation
                return isCancelled
            }
            task.resume()
            if cancelledEarly { task.cancel() }
        }

        func expire(with expiry: DispatchWorkItem) {
            lock.withLock { self.expiry = expiry }
        }

        func finish(_ result: Result<(Data, URLResponse), any Error>) {
            let (continuation, expiry) = lock.withLock {
                defer {
                    self.continuation = nil
                    self.expiry = nil
                }
                return (self.continuation, self.expiry)
            }
            expiry?.cancel()
            continuation?.resume(with: result)
        }

        func cancel() {
            let task = lock.withLock {
                isCancelled = true
                return self.task
            }
            task?.cancel()
        }
    }
}
