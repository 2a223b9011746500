import FlyingSocks
import Foundation

/// A response body that FlyingFox pulls piece by piece (it writes each piece to the socket
/// as soon as it has it), so the stub can trickle a body or stop in the middle of one.
struct PacedBody: AsyncBufferedSequence {
    typealias Element = UInt8

    let data: Data
    let bytesPerChunk: Int
    let interval: Duration
    /// How many bytes to send before failing; nil sends everything. FlyingFox answers a body
    /// that fails by closing the connection, which is exactly the fault wanted.
    let failAfter: Int?

    init(data: Data, bytesPerChunk: Int, interval: Duration = .zero, failAfter: Int? = nil) {
        self.data = data
        self.bytesPerChunk = Swift.max(1, bytesPerChunk)
        self.interval = interval
        self.failAfter = failAfter.map { Swift.min(Swift.max(0, $0), data.count) }
    }

    func makeAsyncIterator() -> Iterator { Iterator(body: self) }

    /// Thrown to make FlyingFox close the connection mid-body.
    struct ConnectionDropped: Error {}

    struct Iterator: AsyncBufferedIteratorProtocol {
        let body: PacedBody
        private var offset = 0

        init(body: PacedBody) { self.body = body }

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> Data? {
            let end = body.failAfter ?? body.data.count
            guard offset < end else {
                if body.failAfter != nil { throw ConnectionDropped() }
                return nil
            }
            if offset > 0, body.interval > .zero {
                try await Task.sleep(for: body.interval)
            }
            let size = Swift.min(body.bytesPerChunk, Swift.max(1, count), end - offset)
            let start = body.data.startIndex + offset
            offset += size
            return body.data.subdata(in: start..<start + size)
        }
    }
}
