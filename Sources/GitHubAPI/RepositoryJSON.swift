import Foundation
import RepoCore

/// Repositories as JSON with GitHub's field names, for `repotui --json`.
public enum RepositoryJSON {
    /// A pretty-printed array; absent values are `null`, dates like `2011-01-26T19:01:12Z`.
    public static func encode(_ repositories: [Repository]) throws -> Data {
        try GitHubJSON.makeEncoder().encode(repositories.map(RepositoryDTO.init))
    }

    /// Reads what `encode` wrote, or any GitHub repository array.
    public static func decode(_ data: Data) throws -> [Repository] {
        try GitHubJSON.makeDecoder().decode([RepositoryDTO].self, from: data).map { $0.toDomain() }
    }
}
