import FlyingSocks
import Foundation

/// One HTTP/1.1 exchange over a bare socket, read until the server closes it: what arrived,
/// in how many reads, without a client that follows redirects, retries, or hides a short body.
struct RawHTTPExchange {
    var status: Int
    /// Names lower-cased; a repeated name keeps its last value.
    var headers: [String: String]
    /// Every byte after the header block, however many the headers promised.
    var body: Data
    /// How many reads the body arrived in (the header block's read counts if it carried body).
    var bodyReads: Int

    var text: String { String(decoding: body, as: UTF8.self) }
    func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// Sends `GET target` with `Connection: close` and reads until end of stream.
    static func get(_ target: String, port: Int, headers: [String: String] = [:]) async throws -> RawHTTPExchange {
        try await send("GET", target, port: port, headers: ["User-Agent": "stub-tests/1.0"].merging(headers) { $1 })
    }

    /// Sends exactly these headers (plus Host, Connection: close and Content-Length for a
    /// body) and reads until end of stream.
    static func send(
        _ method: String, _ target: String, port: Int, headers: [String: String] = [:], body: Data = Data()
    ) async throws -> RawHTTPExchange {
        // FlyingSocks gives up connecting after 5 s by default; with the whole suite sharing two
        // cores that has happened on loopback. A minute, as the URLSession helpers allow.
        let socket = try await AsyncSocket.connected(to: sockaddr_in.inet(ip4: "127.0.0.1", port: UInt16(port)), timeout: 60)
        defer { try? socket.close() }
        var request = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { request += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { request += "Content-Length: \(body.count)\r\n" }
        try await socket.write(Data((request + "\r\n").utf8) + body)

        var received = Data()
        var headerEnd: Range<Data.Index>?
        var bodyReads = 0
        while true {
            let bytes: [UInt8]
            do {
                bytes = try await socket.read(atMost: 65_536)
            } catch SocketError.disconnected {
                break
            }
            received.append(contentsOf: bytes)
            if headerEnd != nil {
                bodyReads += 1
            } else if let end = received.range(of: Data("\r\n\r\n".utf8)) {
                headerEnd = end
                if end.upperBound < received.endIndex { bodyReads += 1 }
            }
        }
        guard let headerEnd else { throw RawHTTPError.noHeaders(String(decoding: received, as: UTF8.self)) }
        let lines = String(decoding: received[..<headerEnd.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw RawHTTPError.noHeaders(lines[0]) }
        var parsed: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            parsed[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return RawHTTPExchange(
            status: status, headers: parsed, body: Data(received[headerEnd.upperBound...]), bodyReads: bodyReads)
    }
}

enum RawHTTPError: Error {
    case noHeaders(String)
}
