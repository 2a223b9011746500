import Foundation
import RepoCore

/// A listing page — an array of repositories, or of starred items (`star+json`) — read
/// straight from its bytes into `Repository` values: only the fields the app uses are made
/// into values, every other one is stepped over. It reads what `RepositoryDTO` and
/// `StarredRepositoryDTO` through `JSONDecoder` read, to the same repositories, and refuses what
/// they refuse with the same words (`GitHubErrorMapping`); the differential tests and the
/// `repository-pages` fuzz target hold it to that.
enum RepositoryPageDecoder {
    /// Why a page could not be read, in the words `GitHubError.unexpectedResponse` carries.
    struct Failure: Error, Equatable {
        var message: String
    }

    static func repositories(_ data: Data, starred: Bool = false) throws(Failure) -> [Repository] {
        try read(data) { page throws(Problem) in try page.items(starred: starred) }
    }

    /// A page of `/search/repositories`: its repositories and what it says of the whole search.
    static func searchResults(_ data: Data) throws(Failure) -> (repositories: [Repository], total: SearchTotal) {
        try read(data) { page throws(Problem) in try page.searchResults() }
    }

    private static func read<Value>(_ data: Data,
                                    _ body: (inout RepositoryPageReader) throws(Problem) -> Value) throws(Failure) -> Value {
        let result: Result<Value, Failure> = data.withUnsafeBytes { bytes in
            var page = RepositoryPageReader(JSONScanner(bytes))
            do throws(Problem) {
                return .success(try body(&page))
            } catch {
                // JSONDecoder checks the whole document is JSON before it reads any value, so a
                // syntax error anywhere is what it reports.
                var whole = JSONScanner(bytes)
                do throws(JSONScanner.Failure) {
                    try whole.skipValue()
                    guard whole.peek() == nil else { throw .syntax(at: whole.position) }
                } catch {
                    return .failure(Failure(message: "body is not valid JSON"))
                }
                return .failure(Failure(message: error.message))
            }
        }
        return try result.get()
    }

    /// A problem met while reading, where it was met: `[3].owner.login`.
    struct Problem: Error {
        enum Kind { case notJSON, wrongType, missing, null, malformed }
        var kind: Kind
        var path: [PathPart]

        var message: String {
            var place = ""
            for part in path {
                switch part {
                case .index(let index): place += "[\(index)]"
                case .key(let key): place += (place.isEmpty ? "" : ".") + key
                }
            }
            if place.isEmpty { place = "(root)" }
            switch kind {
            case .notJSON: return "body is not valid JSON"
            case .wrongType: return path.isEmpty ? "body has the wrong shape" : "field '\(place)' has the wrong type"
            case .missing: return "missing field '\(place)'"
            case .null: return "field '\(place)' is null"
            case .malformed: return "field '\(place)' is malformed"
            }
        }
    }

    enum PathPart {
        case index(Int)
        case key(String)
    }
}
