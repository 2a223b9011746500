import Foundation

/// A GitHub account (user or organisation) with its public repositories.
public struct StubUser: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable {
        case user = "User"
        case organization = "Organization"
    }

    public var login: String
    public var id: Int64
    public var type: Kind
    public var name: String?
    public var repos: [StubRepository]
    /// Logins the account had before a rename: requests naming them get GitHub's 301 to the
    /// current login (`/users/…`) or to `/repositories/{id}` (`/repos/…`).
    public var formerLogins: [String]
    /// What the account starred (`/users/{u}/starred`).
    public var starred: [StubStar]
    /// A token that authenticates as this user (`Authorization: Bearer …`): `/user` answers
    /// with them, `/user/repos` lists their private repositories too.
    public var token: String?
    /// For an organisation: the logins of its members, whose `/user/repos` include its
    /// repositories, private ones too.
    public var members: [String]
    /// For an organisation: the logins of its owners, who may change its repositories' settings
    /// (`permissions.admin`); they count as members too.
    public var admins: [String]

    public init(
        login: String, id: Int64, type: Kind = .user, name: String? = nil, repos: [StubRepository] = [],
        formerLogins: [String] = [], starred: [StubStar] = [], token: String? = nil, members: [String] = [],
        admins: [String] = []
    ) {
        self.login = login
        self.id = id
        self.type = type
        self.name = name
        self.repos = repos
        self.formerLogins = formerLogins
        self.starred = starred
        self.token = token
        self.members = members
        self.admins = admins
    }

    enum CodingKeys: String, CodingKey {
        case login, id, type, name, repos, formerLogins, starred, token, members, admins
    }

    /// Hand-written dataset files may leave out everything but `login` and `id`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        login = try container.decode(String.self, forKey: .login)
        id = try container.decode(Int64.self, forKey: .id)
        type = try container.decodeIfPresent(Kind.self, forKey: .type) ?? .user
        name = try container.decodeIfPresent(String.self, forKey: .name)
        repos = try container.decodeIfPresent([StubRepository].self, forKey: .repos) ?? []
        formerLogins = try container.decodeIfPresent([String].self, forKey: .formerLogins) ?? []
        starred = try container.decodeIfPresent([StubStar].self, forKey: .starred) ?? []
        token = try container.decodeIfPresent(String.self, forKey: .token)
        members = try container.decodeIfPresent([String].self, forKey: .members) ?? []
        admins = try container.decodeIfPresent([String].self, forKey: .admins) ?? []
    }

    /// `/repos/{owner}/{name}` matches names case-insensitively, like GitHub.
    public func repo(named name: String) -> StubRepository? {
        repos.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }
}
