import Foundation

/// One item of `/users/{u}/starred` asked for with `application/vnd.github.star+json`
/// (GitHub's `starred-repository`): the repository and when it was starred.
struct StarredRepositoryDTO: Decodable, Sendable {
    var starredAt: Date
    var repo: RepositoryDTO

    enum CodingKeys: String, CodingKey {
        case starredAt = "starred_at"
        case repo
    }

    /// The repository, carrying its star's date.
    var repository: RepositoryDTO {
        var repository = repo
        repository.starredAt = starredAt
        return repository
    }
}
