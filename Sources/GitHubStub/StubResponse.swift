import Foundation

/// A response before it goes on the wire; headers keep GitHub's spelling and order.
struct StubResponse: Sendable {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: Data
    /// Normally `.whole`; the trickle and dropped-connection faults change it.
    var delivery: BodyDelivery

    init(
        status: Int, headers: [(name: String, value: String)] = [], body: Data = Data(),
        delivery: BodyDelivery = .whole
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delivery = delivery
    }

    static let jsonContentType = "application/json; charset=utf-8"

    static func json(_ value: JSONValue, status: Int = 200) -> StubResponse {
        StubResponse(status: status, headers: [("Content-Type", jsonContentType)], body: value.data)
    }

    static func notFound() -> StubResponse {
        json(WireFormat.basicError("Not Found", status: 404), status: 404)
    }

    static func html(_ page: String, status: Int) -> StubResponse {
        StubResponse(status: status, headers: [("Content-Type", "text/html; charset=utf-8")], body: Data(page.utf8))
    }

    func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    mutating func setHeader(_ name: String, _ value: String) {
        headers.removeAll { $0.name.caseInsensitiveCompare(name) == .orderedSame }
        headers.append((name, value))
    }
}
