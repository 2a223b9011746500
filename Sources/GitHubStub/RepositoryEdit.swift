/// The settings a `PATCH /repos/{o}/{r}` body changes; nil: left as they are.
struct RepositoryEdit: Sendable, Equatable {
    var name: String?
    /// `.some(nil)`: `null`, which clears it.
    var description: String??
    var homepage: String??
    /// From `private`, or from `visibility` (which wins when both are sent).
    var isPrivate: Bool?
    var isArchived: Bool?
    var hasIssues: Bool?
    var hasWiki: Bool?
    var hasProjects: Bool?

    init(_ body: WriteBody) throws(WriteBody.Problem) {
        name = try body.string("name")
        description = try body.clearableString("description")
        homepage = try body.clearableString("homepage")
        isPrivate = try body.bool("private")
        if let visibility = try body.string("visibility") {
            guard ["public", "private"].contains(visibility) else {
                throw .invalid(field: "visibility", value: .string(visibility), reason: "is not a member of [\"public\", \"private\"]")
            }
            isPrivate = visibility == "private"
        }
        isArchived = try body.bool("archived")
        hasIssues = try body.bool("has_issues")
        hasWiki = try body.bool("has_wiki")
        hasProjects = try body.bool("has_projects")
    }

    /// The one change an archived repository accepts: `{"archived": false}` and nothing else.
    var onlyUnarchives: Bool {
        isArchived == false && name == nil && description == nil && homepage == nil && isPrivate == nil
            && hasIssues == nil && hasWiki == nil && hasProjects == nil
    }

    func applied(to repo: StubRepository) -> StubRepository {
        var changed = repo
        if let name { changed.name = name }
        if let description { changed.description = description }
        if let homepage { changed.homepage = homepage }
        if let isPrivate { changed.isPrivate = isPrivate }
        if let isArchived { changed.isArchived = isArchived }
        if let hasIssues { changed.hasIssues = hasIssues }
        if let hasWiki { changed.hasWiki = hasWiki }
        if let hasProjects { changed.hasProjects = hasProjects }
        return changed
    }
}
