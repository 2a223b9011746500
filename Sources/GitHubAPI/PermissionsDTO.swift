import RepoCore

/// GitHub's `permissions` object on a repository, present when a token asked:
/// `{"admin": true, "maintain": true, "push": true, "triage": true, "pull": true}`.
public struct PermissionsDTO: Codable, Sendable, Hashable {
    public var admin: Bool?
    public var push: Bool?
    public var pull: Bool?

    public init(admin: Bool? = nil, push: Bool? = nil, pull: Bool? = nil) {
        self.admin = admin
        self.push = push
        self.pull = pull
    }

    public func toDomain() -> ViewerPermission {
        ViewerPermission(admin: admin ?? false, push: push ?? false)
    }
}
