/// What a token's user may do to a repository: GitHub's `permissions` object, served on every
/// repository a token asks about.
struct StubPermissions: Sendable, Hashable {
    var admin: Bool
    var maintain: Bool
    var push: Bool
    var triage: Bool
    var pull: Bool

    /// The owner's own repositories, and an organisation's for its admins.
    static let owner = StubPermissions(admin: true, maintain: true, push: true, triage: true, pull: true)
    /// An organisation's repositories for its other members: they may push, not change settings.
    static let member = StubPermissions(admin: false, maintain: false, push: true, triage: true, pull: true)
    /// Anyone else's repositories.
    static let reader = StubPermissions(admin: false, maintain: false, push: false, triage: false, pull: true)
}
