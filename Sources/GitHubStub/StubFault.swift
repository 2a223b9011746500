/// A misbehaviour the stub can be told to show, to test how clients cope.
///
/// Each fault also has a one-line text form, `KIND[:ARG…]` (see `StubFault+Spec.swift`), used
/// by dataset files, the `github-stub --fault` option and the `/_stub/faults` control endpoint.
public enum StubFault: Sendable, Hashable {
    /// The normal answer, `milliseconds` late. (`latency:MS`)
    case latency(milliseconds: Int)
    /// 403 with `x-ratelimit-remaining: 0` and GitHub's "API rate limit exceeded" message.
    /// (`rate-limit`)
    case rateLimitExhausted
    /// 403 with `Retry-After` and the secondary-limit message. (`secondary-rate-limit[:S]`)
    case secondaryRateLimit(retryAfterSeconds: Int)
    /// 429 with `Retry-After`. (`too-many-requests[:S]`)
    case tooManyRequests(retryAfterSeconds: Int)
    /// 401 "Bad credentials". (`bad-credentials`)
    case badCredentials
    /// Any status with a `basic-error` body. (`status:CODE[:MESSAGE]`)
    case status(Int, message: String)
    /// An HTML error page (`text/html`) with this status: GitHub's front end answers 502 and
    /// 503 that way, and a captive portal or proxy may answer 200. (`html[:CODE]`)
    case htmlErrorPage(status: Int)
    /// The normal answer, its body written `bytesPerChunk` at a time with
    /// `intervalMilliseconds` between pieces. (`trickle[:BYTES[:MS]]`)
    case trickle(bytesPerChunk: Int, intervalMilliseconds: Int)
    /// The normal answer's status and headers (with the full `Content-Length`), then
    /// `afterBytes` of the body (nil: half), then the connection closes. (`drop[:BYTES]`)
    case dropConnection(afterBytes: Int?)
    /// 200 whose body is cut off mid-JSON. (`truncated-json`)
    case truncatedJSON
    /// 200 with a JSON body of the wrong shape. (`wrong-shape`)
    case wrongShape
    /// 301 to the same resource under another login, as after a rename. Applies only to
    /// paths that name an account (`/users/…`, `/repos/…`, `/user/{id}/…`). (`moved:LOGIN`)
    case movedPermanently(toLogin: String)
    /// The normal answer, but every request sees new content (stargazer counts grow by one
    /// each time), so the ETag changes and `If-None-Match` never gets a 304. (`changing`)
    case changesEveryRequest
    /// A server that quotes the request's Authorization header back in an error message:
    /// clients must not show it. (`echo-authorization[:CODE]`)
    case echoAuthorization(status: Int)

    /// `status` with the message GitHub-like servers send for it ("Server Error" for 500).
    public static func status(_ code: Int) -> StubFault {
        .status(code, message: HTTPStatusPhrase.errorMessage(for: code))
    }
}
