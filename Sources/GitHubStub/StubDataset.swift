import Foundation

/// Everything the stub knows: accounts and their repositories.
///
/// The JSON form (see `load(from:)`) uses these property names and ISO-8601 dates; only
/// `login`/`id` of a user and `id`/`name` of a repository are required.
public struct StubDataset: Codable, Sendable, Hashable {
    public var users: [StubUser]

    public init(users: [StubUser]) {
        self.users = users
    }

    /// GitHub logins are case-insensitive: `/users/OctoCat` is octocat.
    public func user(login: String) -> StubUser? {
        users.first { $0.login.caseInsensitiveCompare(login) == .orderedSame }
    }

    public func user(id: Int64) -> StubUser? {
        users.first { $0.id == id }
    }

    public static func load(from url: URL) throws -> StubDataset {
        try makeDecoder().decode(StubDataset.self, from: Data(contentsOf: url))
    }

    /// The JSON `load(from:)` reads, pretty-printed and stable.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self)
    }

    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
