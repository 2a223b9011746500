import Foundation

/// One HTTP exchange of an octokit/fixtures `raw-fixture.json` (nock's recorder format).
public struct RecordedExchange: Sendable {
    public var method: String
    /// Path and query, e.g. `/repositories/1000/issues?per_page=3&page=2`.
    public var path: String
    public var status: Int
    /// Response headers in recorded order and spelling (names can repeat).
    public var headers: [(name: String, value: String)]
    /// The response body re-serialised as JSON (objects, arrays) or UTF-8 text (raw bodies).
    public var body: Data
    /// Setup and teardown requests the recorder marks to be skipped.
    public var isIgnored: Bool

    /// The first header with this name, compared without case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Reads a `raw-fixture.json`.
    public static func load(_ relativePath: String) throws -> [RecordedExchange] {
        let root = try JSONSerialization.jsonObject(with: Fixtures.data(relativePath))
        guard let entries = root as? [[String: Any]] else { throw FixtureFormatError(path: relativePath) }
        return try entries.map { entry in
            guard let method = entry["method"] as? String, let path = entry["path"] as? String,
                let status = entry["status"] as? Int
            else { throw FixtureFormatError(path: relativePath) }
            let flat = (entry["rawHeaders"] as? [String]) ?? []
            let headers = stride(from: 0, to: flat.count - 1, by: 2).map { (flat[$0], flat[$0 + 1]) }
            let ignored = (entry["reqheaders"] as? [String: Any])?["x-octokit-fixture-ignore"] as? String == "true"
            return RecordedExchange(
                method: method.uppercased(), path: path, status: status, headers: headers,
                body: try bodyData(entry["response"]), isIgnored: ignored)
        }
    }

    private static func bodyData(_ response: Any?) throws -> Data {
        switch response {
        case let text as String: Data(text.utf8)
        case let object? where JSONSerialization.isValidJSONObject(object):
            try JSONSerialization.data(withJSONObject: object)
        default: Data()
        }
    }
}

public struct FixtureFormatError: Error, CustomStringConvertible {
    public var path: String
    public var description: String { "\(path) is not in octokit's raw-fixture format" }
}
