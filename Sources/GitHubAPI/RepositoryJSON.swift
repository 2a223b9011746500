import Foundation
import RepoCore

/// Repositories as JSON with GitHub's field names, for `repotui --json`.
public enum RepositoryJSON {
    /// A pretty-printed array; absent values are `null`, dates like `2011-01-26T19:01:12Z` —
    /// the bytes `JSONEncoder` would print for `RepositoryDTO`s, written directly
    /// (`RepositoryJSONWriter`).
    public static func encode(_ repositories: [Repository]) throws -> Data {
        // About 1.2 kB a repository: one allocation for a typical list.
        var writer = RepositoryJSONWriter(capacity: repositories.count * 1_300 + 16)
        writer.write(repositories)
        return Data(writer.bytes)
    }

    /// The same through `JSONEncoder` and `RepositoryDTO`: what `encode` must equal, byte for
    /// byte (the differential test), and the baseline it is measured against.
    public static func encodeWithFoundation(_ repositories: [Repository]) throws -> Data {
        try GitHubJSON.makeEncoder().encode(repositories.map(RepositoryDTO.init))
    }

    /// A listing page as the client reads it (`RepositoryPageDecoder`); `decode` is its baseline.
    public static func decodePage(_ data: Data, starred: Bool = false) throws -> [Repository] {
        try RepositoryPageDecoder.repositories(data, starred: starred)
    }

    /// Reads what `encode` wrote, or any GitHub repository array, through `JSONDecoder`.
    public static func decode(_ data: Data) throws -> [Repository] {
        try GitHubJSON.makeDecoder().decode([RepositoryDTO].self, from: data).map { $0.toDomain() }
    }
}
