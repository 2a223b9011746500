import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URLSession, made when the first request needs it: making one (libcurl and its TLS
/// library starting up) costs a process about 1.3 ms, which a start that shows the cache first,
/// or an `--offline` run that never asks GitHub, no longer pays before its first frame.
final class LazySession: Sendable {
    private let make: @Sendable () -> URLSession
    private let made = Mutex<URLSession?>(nil)

    init(_ make: @escaping @Sendable () -> URLSession) {
        self.make = make
    }

    var session: URLSession {
        made.withLock { made in
            if let made { return made }
            let session = make()
            made = session
            return session
        }
    }
}
