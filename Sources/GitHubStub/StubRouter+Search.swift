import Foundation

extension StubRouter {
    /// Where GitHub's search errors point (`documentation_url`).
    static let searchDocumentation = "https://docs.github.com/rest/search/search#search-repositories"

    /// `GET /search/repositories?q=…`: every repository the caller may see that `q` matches,
    /// most starred first (GitHub's "best match" stands in), as `{total_count,
    /// incomplete_results, items}`. As GitHub: forks only when asked for, no more than the first
    /// 1,000 results reachable (a page past them is a 422), a missing `q` a 422. nil for any
    /// other path.
    func respondToSearch(_ request: StubRequest, viewer: Int?) -> StubResponse? {
        guard request.pathSegments == ["search", "repositories"] else { return nil }
        guard let text = request.query("q"), !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            return .json(Self.searchRefusal(field: "q", code: "missing", message: nil), status: 422)
        }
        let query = StubSearchQuery(text)
        var found: [(owner: Int, repo: StubRepository)] = []
        for (owner, user) in index.users.enumerated() {
            for repo in user.repos where index.isVisible(repo, owner: owner, to: viewer) && query.matches(repo, owner: user) {
                found.append((owner, repo))
            }
        }
        Self.order(&found, sort: request.query("sort"), descending: request.query("order") != "asc")
        let pagination = Pagination(perPage: request.query("per_page"), page: request.query("page"),
                                    totalCount: min(found.count, Self.reachableResults))
        if pagination.range.isEmpty, pagination.page > 1, (pagination.page - 1) * pagination.perPage >= Self.reachableResults {
            return .json(.object([
                ("message", .string("Only the first \(Self.reachableResults) search results are available")),
                ("documentation_url", .string(Self.searchDocumentation)),
                ("status", .string("422")),
            ]), status: 422)
        }
        let items = found[pagination.range].map { match in
            wire.repository(match.repo, owner: index.users[match.owner], full: false,
                            permissions: index.permissions(of: viewer, onRepositoriesOf: match.owner))
        }
        var response = StubResponse.json(.object([
            ("total_count", .int(found.count)),
            ("incomplete_results", .bool(false)),
            ("items", .array(items)),
        ]))
        setLinks(on: &response, pagination: pagination, request: request, path: request.rawPath)
        return response
    }

    /// GitHub lists no more than this many results of one search.
    static let reachableResults = 1_000

    /// `sort=stars|forks|updated` and `order`; without `sort`, most starred first, then by name.
    private static func order(_ found: inout [(owner: Int, repo: StubRepository)], sort: String?, descending: Bool) {
        func key(_ repo: StubRepository) -> Double {
            switch sort {
            case "forks": Double(repo.forksCount)
            case "updated": repo.updatedAt?.timeIntervalSince1970 ?? 0
            default: Double(repo.stargazersCount)
            }
        }
        found.sort { left, right in
            let (a, b) = (key(left.repo), key(right.repo))
            if a != b { return (sort == nil || descending) ? a > b : a < b }
            return left.repo.id < right.repo.id
        }
    }

    /// 422 `Validation Failed` about the search's `field`.
    static func searchRefusal(field: String, code: String, message: String?) -> JSONValue {
        var error: [(key: String, value: JSONValue)] = [("resource", .string("Search")), ("field", .string(field)), ("code", .string(code))]
        if let message { error.append(("message", .string(message))) }
        return .object([
            ("message", .string("Validation Failed")),
            ("errors", .array([.object(error)])),
            ("documentation_url", .string(searchDocumentation)),
            ("status", .string("422")),
        ])
    }
}
