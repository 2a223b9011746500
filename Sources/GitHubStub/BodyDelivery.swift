/// How a response's body goes on the wire; everything but `whole` is a fault.
enum BodyDelivery: Sendable, Equatable {
    /// At once.
    case whole
    /// `bytesPerChunk` at a time, `interval` apart: a slow or congested link.
    case trickle(bytesPerChunk: Int, interval: Duration)
    /// The headers announce the whole body (`Content-Length`), `afterBytes` of it are sent,
    /// then the connection closes: a server or proxy dying mid-response.
    case drop(afterBytes: Int)
}
