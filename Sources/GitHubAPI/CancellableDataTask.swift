import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP exchange through `URLSession.dataTask`, cancelled when the Swift task is.
///
/// Not `URLSession.data(for:)`: on Linux its cancellation handler calls
/// `URLSessionTask.cancel()` while holding the task's status lock, and `cancel()` waits for the
/// session's work queue — which may be delivering the answer and waiting for that same lock
/// (swift-corelibs-foundation #5412). The app then hung on quit. Here the cancel is sent from
/// another queue, after the lock is released.
///
/// Redirects are not followed here (see `RedirectRefusal`): a 3xx comes back as the answer.
enum CancellableDataTask {
    static func data(for request: URLRequest, session: URLSession) async throws -> (Data, URLResponse) {
        let handle = Handle()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let data, let response {
                        continuation.resume(returning: (data, response))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                // Per task, so it holds whatever session the client was given.
                task.delegate = RedirectRefusal()
                handle.start(task)
            }
        } onCancel: {
            DispatchQueue.global().async { handle.cancel() }
        }
    }

    /// The task, shared between the request and its cancellation, which may come first.
    private final class Handle: @unchecked Sendable {
        private let lock = NSLock()
        private var task: URLSessionDataTask?
        private var isCancelled = false

        func start(_ task: URLSessionDataTask) {
            let cancelledEarly = lock.withLock {
                self.task = task
                return isCancelled
            }
            task.resume()
            if cancelledEarly { task.cancel() }
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
