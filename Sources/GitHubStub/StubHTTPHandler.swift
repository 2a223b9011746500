import FlyingFox
import Foundation

/// Bridges FlyingFox requests to the responder.
struct StubHTTPHandler: HTTPHandler {
    let gate: ResponderGate

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        var headers: [String: String] = [:]
        for (name, value) in request.headers {
            let key = name.rawValue.lowercased()
            headers[key] = headers[key].map { $0 + ", " + value } ?? value
        }
        let stubRequest = StubRequest(
            method: request.method.rawValue, rawPath: request.target.path(),
            rawQuery: request.target.query(), headers: headers)
        guard let responder = await gate.responder else {
            return HTTPResponse(statusCode: .serviceUnavailable)
        }
        let response = await responder.respond(to: stubRequest)
        var httpHeaders = HTTPHeaders()
        for (name, value) in response.headers {
            // addValue keeps the value whole; the dictionary-literal form would split at commas.
            httpHeaders.addValue(value, for: HTTPHeader(name))
        }
        return HTTPResponse(statusCode: Self.statusCode(response.status), headers: httpHeaders, body: response.body)
    }

    private static func statusCode(_ code: Int) -> HTTPStatusCode {
        let phrases = [
            200: "OK", 304: "Not Modified", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
            422: "Unprocessable Entity", 429: "Too Many Requests", 500: "Internal Server Error",
            502: "Bad Gateway", 503: "Service Unavailable",
        ]
        return HTTPStatusCode(code, phrase: phrases[code] ?? "Status \(code)")
    }
}

/// The responder exists only once the port is known (its URLs embed it); requests that
/// race the start get 503.
actor ResponderGate {
    private(set) var responder: StubResponder?

    func open(with responder: StubResponder) { self.responder = responder }
}
