import Foundation

/// An incoming request reduced to what routing needs; independent of the HTTP library.
struct StubRequest: Sendable {
    var method: String
    /// Percent-encoded, as sent.
    var rawPath: String
    /// Percent-encoded, as sent, without `?`.
    var rawQuery: String
    /// Lower-cased names.
    var headers: [String: String]
    /// Only the control endpoint reads it.
    var body: Data = Data()

    /// Path segments, each percent-decoded after splitting, so an encoded `/` stays inside
    /// its segment.
    var pathSegments: [String] {
        rawPath.split(separator: "/", omittingEmptySubsequences: true).map { URLPath.decode(String($0)) }
    }

    /// Query items in order, decoded (`+` as space, as forms do).
    var queryItems: [(name: String, value: String)] {
        rawQuery.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ text: Substring) -> String { URLPath.decode(text.replacingOccurrences(of: "+", with: " ")) }
            return (decode(parts[0]), parts.count > 1 ? decode(parts[1]) : "")
        }
    }

    func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    func header(_ name: String) -> String? { headers[name.lowercased()] }
}
