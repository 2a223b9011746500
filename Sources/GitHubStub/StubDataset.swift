import Foundation

/// Everything the stub knows: accounts and their repositories, and faults some requests
/// meet from the start (e.g. one failing user beside healthy ones).
///
/// The JSON form (see `load(from:)`) uses these property names and ISO-8601 dates; only
/// `login`/`id` of a user and `id`/`name` of a repository are required. Faults are written as
/// in `StubFaultRule`: `"faults": [{"fault": "status:503", "login": "broken", "count": 2}]`.
public struct StubDataset: Codable, Sendable, Hashable {
    public var users: [StubUser]
    /// Tried in order before any fault injected at run time; counts start again on each
    /// server start.
    public var faults: [StubFaultRule]

    public init(users: [StubUser], faults: [StubFaultRule] = []) {
        self.users = users
        self.faults = faults
    }

    enum CodingKeys: String, CodingKey {
        case users, faults
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        users = try container.decode([StubUser].self, forKey: .users)
        faults = try container.decodeIfPresent([StubFaultRule].self, forKey: .faults) ?? []
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
