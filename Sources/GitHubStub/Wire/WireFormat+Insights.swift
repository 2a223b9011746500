import Foundation

extension WireFormat {
    /// `GET /repos/{o}/{r}/languages`: `{"Swift": 123456, …}`, most bytes first.
    func languages(_ insights: StubInsights) -> JSONValue {
        .object(insights.languages.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { ($0.key, .int($0.value)) })
    }

    /// `GET /repos/{o}/{r}/releases/latest`: the fields of `release` a client reads, and the
    /// links beside them.
    func release(_ release: StubRelease, repo: StubRepository, owner: StubUser) -> JSONValue {
        let path = URLPath.encode(owner.login) + "/" + URLPath.encode(repo.name)
        let id = repo.id * 100 + 1
        return .object([
            ("url", .string(apiBase + "/repos/" + path + "/releases/\(id)")),
            ("html_url", .string(Self.webBase + "/" + path + "/releases/tag/" + URLPath.encode(release.tag))),
            ("id", .integer(id)),
            ("node_id", .string(Self.nodeID("07:Release", id))),
            ("tag_name", .string(release.tag)),
            ("target_commitish", .string(repo.defaultBranch)),
            ("name", .optional(release.name)),
            ("draft", .bool(false)),
            ("prerelease", .bool(false)),
            ("created_at", Self.date(release.publishedAt)),
            ("published_at", Self.date(release.publishedAt)),
            ("author", simpleUser(owner)),
            ("assets", .array([])),
            ("body", .string("")),
        ])
    }

    /// `GET /repos/{o}/{r}/stats/participation`.
    func participation(_ insights: StubInsights) -> JSONValue {
        .object([
            ("all", .array(insights.participationAll.map(JSONValue.int))),
            ("owner", .array(insights.participationOwner.map(JSONValue.int))),
        ])
    }

    /// One `contributor`: a user's fields and their commit count.
    func contributor(_ contributor: StubContributor, id: Int64) -> JSONValue {
        let user = StubUser(login: contributor.login, id: id)
        guard case .object(var members) = simpleUser(user) else { return .null }
        members.append(("contributions", .int(contributor.contributions)))
        return .object(members)
    }

    /// A repository named inside another (`parent`, `template_repository`) that the dataset
    /// does not hold: its names and links.
    func repositoryReference(fullName: String) -> JSONValue {
        let parts = fullName.split(separator: "/", maxSplits: 1).map(String.init)
        let path = parts.map(URLPath.encode).joined(separator: "/")
        return .object([
            ("name", .string(parts.last ?? fullName)),
            ("full_name", .string(fullName)),
            ("html_url", .string(Self.webBase + "/" + path)),
            ("url", .string(apiBase + "/repos/" + path)),
        ])
    }
}
