import Foundation

/// What each `StubFault` that replaces the normal answer looks like on the wire (the
/// responder adds the rate-limit headers).
enum FaultResponse {
    /// nil for the faults that keep the normal answer and change how or when it arrives
    /// (latency, trickle, drop, changing) and for `movedPermanently`, which needs the router.
    static func replacement(for fault: StubFault, request: StubRequest, exhaustedMessage: String) -> StubResponse? {
        switch fault {
        case .rateLimitExhausted:
            return .json(
                WireFormat.basicError(
                    exhaustedMessage, status: 403,
                    documentation: "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"),
                status: 403)
        case .secondaryRateLimit(let seconds):
            var response = StubResponse.json(
                WireFormat.basicError(
                    "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
                    status: 403),
                status: 403)
            response.setHeader("Retry-After", String(seconds))
            return response
        case .tooManyRequests(let seconds):
            var response = StubResponse.json(WireFormat.basicError("Too Many Requests", status: 429), status: 429)
            response.setHeader("Retry-After", String(seconds))
            return response
        case .badCredentials:
            return .json(WireFormat.basicError("Bad credentials", status: 401), status: 401)
        case .status(let status, let message):
            return .json(WireFormat.basicError(message, status: status), status: status)
        case .htmlErrorPage(let status):
            return .html(HTMLErrorPage.page(status: status), status: status)
        case .truncatedJSON:
            return StubResponse(
                status: 200, headers: [("Content-Type", StubResponse.jsonContentType)],
                body: Data(#"[{"id":1,"name":"cut-off","full_na"#.utf8))
        case .wrongShape:
            return .json(.object([("id", .string("not a number")), ("name", .integer(42))]))
        case .echoAuthorization(let status):
            let authorization = request.header("authorization") ?? "(none)"
            return .json(
                WireFormat.basicError("Credentials \(authorization) were rejected", status: status), status: status)
        case .latency, .trickle, .dropConnection, .changesEveryRequest, .movedPermanently:
            return nil
        }
    }
}
