import Foundation

/// The listings of issue 15's scopes: what a user starred, the token's user's own
/// repositories and an organisation's — with the token helpers and the visibility rule they
/// share.
extension StubRouter {
    /// `/users/{u}/starred`: the public repositories the user starred, most recently starred
    /// first (`sort=updated` orders by push instead; `direction=asc` reverses), paginated like
    /// a listing; with the `star+json` media type each item is `{starred_at, repo}`. Sorted once
    /// per order and encoded once per page, as the repositories listing is.
    mutating func listStarred(of userIndex: Int, request: StubRequest) -> StubResponse {
        let user = index.users[userIndex]
        let withDates = (request.header("accept") ?? "").lowercased().contains("star+json")
        let byPush = request.query("sort") == "updated", ascending = request.query("direction") == "asc"
        let orderKey = ListingCache.OrderKey(
            userIndex: userIndex, order: RepositoryOrder(sort: nil, direction: nil),
            listing: .starred(byPush: byPush, ascending: ascending, withDates: withDates))
        let index = index
        let positions = listings.order(orderKey) {
            let visible = user.starred.indices.compactMap { position in
                index.starredRepository(user.starred[position]).map { (position, $0) }
            }
            let sorted = visible.sorted { left, right in
                byPush ? (left.1.repo.pushedAt ?? .distantPast) > (right.1.repo.pushedAt ?? .distantPast)
                    : user.starred[left.0].starredAt > user.starred[right.0].starredAt
            }.map(\.0)
            return ascending ? sorted.reversed() : sorted
        }
        let pagination = Pagination(perPage: request.query("per_page"), page: request.query("page"), totalCount: positions.count)
        let wire = wire
        let body = listings.page(ListingCache.PageKey(order: orderKey, perPage: pagination.perPage, page: pagination.page)) {
            JSONValue.array(positions[pagination.range].compactMap { position in
                let star = user.starred[position]
                guard let (owner, repo) = index.starredRepository(star) else { return nil }
                let repository = wire.repository(repo, owner: owner, full: false)
                return withDates ? wire.starred(repository, at: star.starredAt) : repository
            }).data
        }
        var response = StubResponse(status: 200, headers: [("Content-Type", StubResponse.jsonContentType)], body: body)
        setLinks(on: &response, pagination: pagination, request: request, path: "/user/\(user.id)/starred")
        return response
    }

    /// `/user/repos`: the token's user's repositories, private ones included, and (with
    /// `affiliation` naming `organization_member`, as by default) those of their organisations;
    /// `visibility` all, public or private; ordered and paginated like any listing.
    func listViewerRepositories(of viewer: Int, request: StubRequest) -> StubResponse {
        let affiliation = Set((request.query("affiliation") ?? "owner,collaborator,organization_member")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        let visibility = request.query("visibility") ?? "all"
        var owners = affiliation.contains("owner") ? [viewer] : []
        if affiliation.contains("organization_member") { owners += index.organizations(of: viewer) }
        let entries = owners.flatMap { owner in index.users[owner].repos.map { (owner: owner, repo: $0) } }
            .filter { visibility == "all" || (visibility == "private") == $0.repo.isPrivate }
        let order = RepositoryOrder(sort: request.query("sort"), direction: request.query("direction"))
        let sorted = order.sortedIndices(of: entries.map(\.repo)).map { entries[$0] }
        let pagination = Pagination(perPage: request.query("per_page"), page: request.query("page"), totalCount: sorted.count)
        var response = StubResponse.json(.array(sorted[pagination.range].map { entry in
            wire.repository(entry.repo, owner: index.users[entry.owner], full: false)
        }))
        setLinks(on: &response, pagination: pagination, request: request, path: "/user/repos")
        return response
    }

    func visible(_ repo: StubRepository, of owner: StubUser, to viewer: Int?) -> Bool {
        index.userIndex(login: owner.login).map { index.isVisible(repo, owner: $0, to: viewer) } ?? !repo.isPrivate
    }

    /// The token of `Authorization: Bearer …` (or GitHub's older `token …`).
    static func token(in request: StubRequest) -> String? {
        guard let value = request.header("authorization")?.trimmingCharacters(in: .whitespaces) else { return nil }
        for scheme in ["bearer ", "token "] where value.lowercased().hasPrefix(scheme) {
            return String(value.dropFirst(scheme.count)).trimmingCharacters(in: .whitespaces)
        }
        return value
    }

    static func unauthorized(_ message: String) -> StubResponse {
        .json(WireFormat.basicError(message, status: 401), status: 401)
    }

    /// `/orgs/{org}/repos`: the organisation's repositories — its private ones too for a
    /// member's token — narrowed by `type` (all, public, private, forks, sources), ordered and
    /// paginated like any listing.
    func listOrganizationRepositories(of org: Int, viewer: Int?, request: StubRequest) -> StubResponse {
        let organization = index.users[org]
        let kept: (StubRepository) -> Bool = switch request.query("type") ?? "all" {
        case "public": { !$0.isPrivate }
        case "private": { $0.isPrivate }
        case "forks": { $0.isFork }
        case "sources": { !$0.isFork }
        default: { _ in true }
        }
        let visible = organization.repos.filter { index.isVisible($0, owner: org, to: viewer) && kept($0) }
        let order = RepositoryOrder(sort: request.query("sort"), direction: request.query("direction"))
        let sorted = order.sortedIndices(of: visible).map { visible[$0] }
        let pagination = Pagination(perPage: request.query("per_page"), page: request.query("page"), totalCount: sorted.count)
        var response = StubResponse.json(.array(sorted[pagination.range].map { wire.repository($0, owner: organization, full: false) }))
        setLinks(on: &response, pagination: pagination, request: request, path: "/orgs/\(organization.login)/repos")
        return response
    }
}
