import Foundation

/// Printing, dumping or logging a client or its configuration never shows the token.
extension GitHubClient.Configuration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        "GitHubClient.Configuration(baseURL: \(baseURL.absoluteString), token: \(token == nil ? "none" : "<redacted>"), "
            + "userAgent: \(userAgent), timeout: \(timeout), maxConcurrentPages: \(maxConcurrentPages))"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(self, children: [
            "baseURL": baseURL, "token": token == nil ? "none" : "<redacted>", "userAgent": userAgent,
            "timeout": timeout, "maxConcurrentPages": maxConcurrentPages,
        ], displayStyle: .struct)
    }
}

extension GitHubClient: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "GitHubClient(\(configuration))" }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Mirror(self, children: ["configuration": configuration], displayStyle: .struct)
    }
}
