import FlyingFox
import FlyingSocks
import Foundation

/// FlyingFox writes a response's header and its body separately. With Nagle's algorithm on,
/// the body's last small segment then waits for the client's delayed acknowledgement — 40 ms
/// on Linux, on about one response in four when pages are fetched side by side — a stall
/// GitHub's servers do not have, which made concurrent fetching look slower than it is.
/// Every socket this pool is handed gets TCP_NODELAY: the listening one first, whose setting
/// the connections it accepts inherit, and each connection again when it waits.
struct NoDelaySocketPool: AsyncSocketPool {
    let base: any AsyncSocketPool

    func prepare() async throws {
        try await base.prepare()
    }

    func run() async throws {
        try await base.run()
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        var on: Int32 = 1
        // A socket that is not TCP refuses the option; nothing to do then.
        _ = setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
