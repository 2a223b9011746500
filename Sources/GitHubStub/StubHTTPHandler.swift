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
            rawQuery: request.target.query(), headers: headers, body: try await request.bodyData)
        guard let responder = await gate.responder else {
            return HTTPResponse(statusCode: .serviceUnavailable)
        }
        let response = await responder.respond(to: stubRequest)
        var httpHeaders = HTTPHeaders()
        for (name, value) in response.headers {
            // addValue keeps the value whole; the dictionary-literal form would split at commas.
            httpHeaders.addValue(value, for: HTTPHeader(name))
        }
        let status = HTTPStatusCode(response.status, phrase: HTTPStatusPhrase.phrase(for: response.status))
        return HTTPResponse(statusCode: status, headers: httpHeaders, body: Self.body(of: response))
    }

    /// Content-Length is always the whole body, even when less of it will be sent.
    private static func body(of response: StubResponse) -> HTTPBodySequence {
        switch response.delivery {
        case .whole:
            HTTPBodySequence(data: response.body)
        case .trickle(let bytesPerChunk, let interval):
            HTTPBodySequence(
                from: PacedBody(data: response.body, bytesPerChunk: bytesPerChunk, interval: interval),
                count: response.body.count, suggestedBufferSize: bytesPerChunk)
        case .drop(let afterBytes):
            HTTPBodySequence(
                from: PacedBody(data: response.body, bytesPerChunk: 65_536, failAfter: afterBytes),
                count: response.body.count, suggestedBufferSize: 65_536)
        }
    }
}

/// The responder exists only once the port is known (its URLs embed it); requests that
/// race the start get 503.
actor ResponderGate {
    private(set) var responder: StubResponder?

    func open(with responder: StubResponder) { self.responder = responder }
}
