import Foundation

/// Answers one request from the dataset: which resource, which page, which representation.
/// Pure: rate limits, faults, ETags and latency are the responder's business.
struct StubRouter: Sendable {
    let dataset: StubDataset
    let wire: WireFormat

    init(dataset: StubDataset, apiBase: String) {
        self.dataset = dataset
        self.wire = WireFormat(apiBase: apiBase)
    }

    func respond(to request: StubRequest) -> StubResponse {
        guard request.method == "GET" else { return .notFound() }
        switch request.pathSegments {
        case let segments where segments.count == 3 && segments[0] == "users" && segments[2] == "repos":
            guard let user = dataset.user(login: segments[1]) else { return .notFound() }
            return listRepositories(of: user, request: request)
        case let segments where segments.count == 3 && segments[0] == "user" && segments[2] == "repos":
            guard let id = Int64(segments[1]), let user = dataset.user(id: id) else { return .notFound() }
            return listRepositories(of: user, request: request)
        case let segments where segments.count == 2 && segments[0] == "users":
            guard let user = dataset.user(login: segments[1]) else { return .notFound() }
            return .json(wire.publicUser(user))
        case let segments where segments.count == 3 && segments[0] == "repos":
            guard let (owner, repo) = find(owner: segments[1], name: segments[2]) else { return .notFound() }
            return .json(wire.repository(repo, owner: owner, full: true))
        case let segments where segments.count == 4 && segments[0] == "repos" && segments[3] == "readme":
            guard let (owner, repo) = find(owner: segments[1], name: segments[2]), let text = repo.readme else {
                return .notFound()
            }
            return readme(text, repo: repo, owner: owner, accept: request.header("accept") ?? "")
        default:
            return .notFound()
        }
    }

    private func find(owner login: String, name: String) -> (StubUser, StubRepository)? {
        guard let owner = dataset.user(login: login), let repo = owner.repo(named: name) else { return nil }
        return (owner, repo)
    }

    private func listRepositories(of user: StubUser, request: StubRequest) -> StubResponse {
        let sorted = RepositoryOrder(sort: request.query("sort"), direction: request.query("direction"))
            .sorted(user.repos)
        let pagination = Pagination(
            perPage: request.query("per_page"), page: request.query("page"), totalCount: sorted.count)
        let page = sorted[pagination.range].map { wire.repository($0, owner: user, full: false) }
        var response = StubResponse.json(.array(page))
        // GitHub's next links leave the login behind: /user/{id}/repos, other parameters kept.
        let keptQuery = request.rawQuery.split(separator: "&")
            .filter { URLPath.decode(String($0.split(separator: "=", maxSplits: 1).first ?? "")) != "page" }
            .map { $0 + "&" }
            .joined()
        let link = pagination.linkHeader { number in
            "\(wire.apiBase)/user/\(user.id)/repos?\(keptQuery)page=\(number)"
        }
        if let link { response.setHeader("Link", link) }
        return response
    }

    private func readme(_ text: String, repo: StubRepository, owner: StubUser, accept: String) -> StubResponse {
        let accept = accept.lowercased()
        guard accept.contains("application/vnd.github.raw") || accept.contains("application/vnd.github.v3.raw") else {
            return .json(wire.readme(text, repo: repo, owner: owner))
        }
        let mediaType = accept.contains("v3.raw") ? "application/vnd.github.v3.raw" : "application/vnd.github.raw+json"
        return StubResponse(
            status: 200,
            headers: [("Content-Type", mediaType + "; charset=utf-8"), ("X-GitHub-Media-Type", "github.v3; param=raw")],
            body: Data(text.utf8))
    }
}
