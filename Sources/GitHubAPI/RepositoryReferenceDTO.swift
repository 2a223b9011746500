/// Another repository named inside a repository (a fork's `parent`, a `template_repository`):
/// only its name is read.
public struct RepositoryReferenceDTO: Decodable, Sendable, Hashable {
    public var fullName: String

    enum CodingKeys: String, CodingKey {
        case fullName = "full_name"
    }
}
