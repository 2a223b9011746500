import Foundation
import RepoCore

/// Repositories as JSON with GitHub's field names, for `repotui --json`.
public enum RepositoryJSON {
    /// A pretty-printed array; absent values are `null`, dates like `2011-01-26T19:01:12Z` —
    /// the bytes `JSONEncoder` would print for `RepositoryDTO`s, written directly
    /// (`RepositoryJSONWriter`).
    public static func encode<Rows: Collection<Repository>>(_ repositories: Rows) -> Data {
        var data = Data()
        write(repositories) { data.append(contentsOf: $0) }
        return data
    }

    /// How much the plain output gathers before handing it on: 64 KB, a pipe's buffer.
    public static let chunkSize = 1 << 16

    /// The same bytes handed to `sink` in chunks of about `chunkSize` (a chunk is only ever
    /// cut after a whole repository), so the output never needs to be whole in memory.
    public static func write<Rows: Collection<Repository>>(
        _ repositories: Rows, chunkSize: Int = Self.chunkSize, to sink: (UnsafeRawBufferPointer) throws -> Void
    ) rethrows {
        var writer = RepositoryJSONWriter(chunkSize: chunkSize)
        try writer.write(repositories, to: sink)
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
