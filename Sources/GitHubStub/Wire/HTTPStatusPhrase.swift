/// Reason phrases for the status line, and the `message` GitHub-like servers put in error
/// bodies for statuses that carry no message of their own.
enum HTTPStatusPhrase {
    static func phrase(for code: Int) -> String {
        switch code {
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 410: "Gone"
        case 422: "Unprocessable Entity"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(code)"
        }
    }

    /// GitHub's JSON 500s say "Server Error"; for other codes the reason phrase is the
    /// closest honest guess.
    static func errorMessage(for code: Int) -> String {
        code == 500 ? "Server Error" : phrase(for: code)
    }
}
