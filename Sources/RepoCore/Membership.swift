import Foundation

/// An organisation the token's user is a member of, as the Member of scope lists it.
public struct Membership: Sendable, Hashable {
    public var login: GitHubUsername
    public var description: String?
    /// Public repositories, plus the private ones a member sees; nil when GitHub did not say.
    public var repositoryCount: Int?
    /// The validator of `/orgs/{org}`, the count's source.
    public var etag: String?

    public init(login: GitHubUsername, description: String? = nil, repositoryCount: Int? = nil, etag: String? = nil) {
        self.login = login
        self.description = description
        self.repositoryCount = repositoryCount
        self.etag = etag
    }
}

/// The token's user's organisations as last fetched, with the validator of `/user/orgs`.
public struct CachedMemberships: Sendable, Equatable {
    public var user: GitHubUsername
    public var organizations: [Membership]
    public var fetchedAt: Date
    public var etag: String?

    public init(user: GitHubUsername, organizations: [Membership], fetchedAt: Date, etag: String? = nil) {
        self.user = user
        self.organizations = organizations
        self.fetchedAt = fetchedAt
        self.etag = etag
    }
}

/// `/user/orgs` with each organisation's count, as fetched: the organisations and the list's
/// validator.
public struct MembershipListing: Sendable, Equatable {
    public var organizations: [Membership]
    public var etag: String?

    public init(organizations: [Membership], etag: String?) {
        self.organizations = organizations
        self.etag = etag
    }
}
