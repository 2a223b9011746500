import Foundation

/// GitHub's repository write endpoints: `PATCH /repos/{o}/{r}` (settings, rename, archive),
/// `PUT /repos/{o}/{r}/topics` and `DELETE /repos/{o}/{r}`. A write changes the dataset for the
/// rest of the stub's life; every listing shows it from the next request on.
extension StubRouter {
    /// The access a write needs, with GitHub's 403 message for a token without it.
    enum WriteAccess {
        case admin
        case push

        var refusal: String {
            switch self {
            case .admin: "Must have admin rights to Repository."
            case .push: "Must have push access to Repository."
            }
        }
    }

    /// nil when the request is none of these writes.
    mutating func respondToRepositoryWrite(_ request: StubRequest, viewer: Int?) -> StubResponse? {
        let segments = request.pathSegments
        guard segments.first == "repos" else { return nil }
        do throws(WriteRefusal) {
            switch (request.method, segments.count) {
            case ("PATCH", 3): return try update(request, segments: segments, viewer: viewer)
            case ("DELETE", 3): return try delete(segments: segments, viewer: viewer)
            case ("PUT", 4) where segments[3] == "topics": return try replaceTopics(request, segments: segments, viewer: viewer)
            default: return nil
            }
        } catch {
            return error.response
        }
    }

    /// The repository `/repos/{owner}/{name}` names, once the checks every write makes first have
    /// passed: a token (401), a repository its user can see (404), then `access` (403).
    func writeTarget(
        _ segments: [String], viewer: Int?, access: WriteAccess, documentation: String
    ) throws(WriteRefusal) -> (owner: Int, repo: StubRepository) {
        guard let viewer else { throw WriteRefusal(Self.unauthorized("Requires authentication")) }
        guard let owner = index.userIndex(login: segments[1]), let repo = index.repository(owner: owner, name: segments[2]),
              index.isVisible(repo, owner: owner, to: viewer) else { throw WriteRefusal(.notFound()) }
        let permissions = index.permissions(of: viewer, onRepositoriesOf: owner) ?? .reader
        guard access == .admin ? permissions.admin : permissions.push else {
            throw WriteRefusal(status: 403, message: access.refusal, documentation: documentation)
        }
        return (owner, repo)
    }

    /// The body as `read` makes of it, its problems turned into GitHub's 400 or 422.
    func readBody<Value>(
        _ request: StubRequest, documentation: String, _ read: (WriteBody) throws(WriteBody.Problem) -> Value
    ) throws(WriteRefusal) -> Value {
        do throws(WriteBody.Problem) {
            return try read(try WriteBody(request.body))
        } catch {
            throw WriteRefusal(error.response(documentation: documentation))
        }
    }

    /// `PATCH /repos/{o}/{r}`: 200 with the repository as `GET` now serves it.
    private mutating func update(_ request: StubRequest, segments: [String], viewer: Int?) throws(WriteRefusal) -> StubResponse {
        let documentation = WireFormat.WriteDocumentation.update
        let (owner, repo) = try writeTarget(segments, viewer: viewer, access: .admin, documentation: documentation)
        let edit = try readBody(request, documentation: documentation) { body throws(WriteBody.Problem) in try RepositoryEdit(body) }
        if repo.isArchived, !edit.onlyUnarchives { throw .archived(documentation: documentation) }
        if let name = edit.name, name != repo.name {
            if let problem = RepositoryNaming.problem(withName: name) {
                throw .invalid(field: "name", code: "invalid", message: problem, documentation: documentation)
            }
            if let other = index.repository(owner: owner, name: name), other.id != repo.id {
                throw .invalid(field: "name", code: "custom", message: "name already exists on this account",
                               documentation: documentation)
            }
        }
        if repo.isFork, !repo.isPrivate, edit.isPrivate == true {
            throw .invalid(field: "private", code: "custom", message: "forks of public repositories cannot be made private",
                           documentation: documentation)
        }
        write { $0.replaceRepository(edit.applied(to: repo)) }
        let changed = index.repository(id: repo.id)?.repo ?? repo
        return .json(fullRepository(changed, owner: owner, viewer: viewer))
    }

    /// `PUT /repos/{o}/{r}/topics` with `{"names": […]}`: the topics become those (duplicates
    /// collapsed, first one kept); 200 with them.
    private mutating func replaceTopics(_ request: StubRequest, segments: [String], viewer: Int?) throws(WriteRefusal) -> StubResponse {
        let documentation = WireFormat.WriteDocumentation.topics
        let (_, repo) = try writeTarget(segments, viewer: viewer, access: .admin, documentation: documentation)
        if repo.isArchived { throw .archived(documentation: documentation) }
        let names = try readBody(request, documentation: documentation) { body throws(WriteBody.Problem) in
            try body.requiredStrings("names")
        }
        var topics: [String] = []
        for name in names where !topics.contains(name) { topics.append(name) }
        for topic in topics {
            if let problem = RepositoryNaming.problem(withTopic: topic) {
                throw .invalid(field: "names", code: "invalid", message: problem, documentation: documentation)
            }
        }
        if let problem = RepositoryNaming.problem(withTopicCount: topics.count) {
            throw .invalid(field: "names", code: "invalid", message: problem, documentation: documentation)
        }
        var changed = repo
        changed.topics = topics
        write { $0.replaceRepository(changed) }
        return .json(WireFormat.topics(topics))
    }

    /// `DELETE /repos/{o}/{r}`: 204, and the repository answers 404 from then on.
    private mutating func delete(segments: [String], viewer: Int?) throws(WriteRefusal) -> StubResponse {
        let (_, repo) = try writeTarget(segments, viewer: viewer, access: .admin, documentation: WireFormat.WriteDocumentation.delete)
        write { $0.removeRepository(id: repo.id) }
        return StubResponse(status: 204)
    }
}
