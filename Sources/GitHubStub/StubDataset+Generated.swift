extension StubDataset {
    /// Adds an `OrganizationGenerator` organisation, with an account id and repository ids
    /// above every id already in use, so nothing collides.
    public mutating func addGeneratedOrganization(login: String, repositoryCount: Int) throws {
        guard user(login: login) == nil else { throw GeneratedOrganizationError.loginTaken(login) }
        guard repositoryCount >= 0 else { throw GeneratedOrganizationError.negativeCount(repositoryCount) }
        let userID = (users.map(\.id).max() ?? 0) + 1
        let firstRepositoryID = (users.lazy.flatMap(\.repos).map(\.id).max() ?? 0) + 1
        users.append(OrganizationGenerator.organization(
            login: login, id: userID, repositoryCount: repositoryCount, firstRepositoryID: firstRepositoryID))
    }
}

extension StubDataset {
    /// Makes `login` (a new user, unless it exists) star `count` generated repositories, one
    /// an hour back from the sample clock: they belong to a generated organisation
    /// `<login>-starred`, so a scale test of the starred scope needs no hand-made data.
    public mutating func addGeneratedStars(login: String, count: Int) throws {
        let pool = login + "-starred"
        try addGeneratedOrganization(login: pool, repositoryCount: count)
        guard let organization = user(login: pool) else { return }
        let stars = organization.repos.enumerated().map { index, repo in
            StubStar(repo: pool + "/" + repo.name, starredAt: SampleClock.reference.addingTimeInterval(-3_600 * Double(index + 1)))
        }
        if let existing = users.firstIndex(where: { $0.login.caseInsensitiveCompare(login) == .orderedSame }) {
            users[existing].starred += stars
        } else {
            users.append(StubUser(login: login, id: (users.map(\.id).max() ?? 0) + 1, starred: stars))
        }
    }
}

public enum GeneratedOrganizationError: Error, Equatable, CustomStringConvertible {
    case loginTaken(String)
    case negativeCount(Int)

    public var description: String {
        switch self {
        case .loginTaken(let login): "the dataset already has an account named \(login)"
        case .negativeCount(let count): "an organisation cannot have \(count) repositories"
        }
    }
}
