/// A misbehaviour the stub can be told to show, to test how clients cope.
public enum StubFault: Sendable, Hashable, Codable {
    /// 403 with `x-ratelimit-remaining: 0` and GitHub's "API rate limit exceeded" message.
    case rateLimitExhausted
    /// 403 with `Retry-After` and the secondary-limit message.
    case secondaryRateLimit(retryAfterSeconds: Int)
    /// 429 with `Retry-After`.
    case tooManyRequests(retryAfterSeconds: Int)
    /// 401 "Bad credentials".
    case badCredentials
    /// Any status with a `basic-error` body.
    case status(Int, message: String)
    /// 200 whose body is cut off mid-JSON.
    case truncatedJSON
    /// 200 with a JSON body of the wrong shape.
    case wrongShape
    /// A server that quotes the request's Authorization header back in an error message:
    /// clients must not show it.
    case echoAuthorization(status: Int)
}

/// A fault bound to requests whose path starts with `pathPrefix`, for `remaining` requests
/// (nil: until cleared).
struct FaultRule: Sendable {
    var fault: StubFault
    var pathPrefix: String
    var remaining: Int?
}
