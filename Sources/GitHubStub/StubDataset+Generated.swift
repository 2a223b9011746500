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
