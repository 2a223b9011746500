import Foundation

/// What each `StubFault` looks like on the wire.
enum FaultResponse {
    static func make(_ fault: StubFault, request: StubRequest, rateLimit: [(String, String)]) -> StubResponse {
        switch fault {
        case .rateLimitExhausted:
            var response = StubResponse.json(
                WireFormat.basicError(
                    "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
                    status: 403,
                    documentation: "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"),
                status: 403)
            for (name, value) in rateLimit { response.setHeader(name, value) }
            return response
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
        }
    }
}
