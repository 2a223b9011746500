import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A finished HTTP exchange, whatever its status.
struct HTTPReply: Sendable {
    var url: URL
    var status: Int
    var body: Data
    /// Header names lower-cased: HTTP names are case-insensitive (`Link` or `link`).
    var headers: [String: String]

    init(url: URL, status: Int, headers: [String: String], body: Data) {
        self.url = url
        self.status = status
        self.body = body
        self.headers = Dictionary(
            headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    init(url: URL, response: HTTPURLResponse, body: Data) {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        self.init(url: url, status: response.statusCode, headers: headers, body: body)
    }

    var isSuccess: Bool { (200..<300).contains(status) }

    var isNotModified: Bool { status == 304 }

    /// The validator to send back as `If-None-Match` next time; nil when none came.
    var etag: String? { header("etag").flatMap { $0.isEmpty ? nil : $0 } }

    func header(_ name: String) -> String? { headers[name.lowercased()] }

    var rateLimit: RateLimit? { RateLimit(headerValue: header) }

    /// The `Content-Length` the server announced, when fewer bytes than that arrived; nil for
    /// a whole body. A compressed body is not judged (its length counts compressed bytes).
    var cutShortOf: Int? {
        guard header("content-encoding") == nil,
            let declared = header("content-length").flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
            body.count < declared, status != 304, status / 100 != 3
        else { return nil }
        return declared
    }
}
