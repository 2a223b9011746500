/// An organisation as `/user/orgs` (`organization-simple`) and `/orgs/{org}`
/// (`organization-full`) spell it, only the fields the Member of scope shows.
struct OrganizationDTO: Decodable, Sendable {
    var login: String
    var description: String?
    /// `organization-full` only.
    var publicRepos: Int?
    /// `organization-full`, and only for a member.
    var totalPrivateRepos: Int?

    enum CodingKeys: String, CodingKey {
        case login, description
        case publicRepos = "public_repos"
        case totalPrivateRepos = "total_private_repos"
    }

    /// What a member sees: public repositories and private ones; nil when GitHub did not say.
    var repositoryCount: Int? {
        publicRepos.map { $0 + (totalPrivateRepos ?? 0) }
    }
}
