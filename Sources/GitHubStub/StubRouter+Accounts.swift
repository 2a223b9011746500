import Foundation

/// The listings of issue 15's scopes: what a user starred, the token's user's own
/// repositories and an organisation's — with the token helpers and the visibility rule they
/// share.
extension StubRouter {
    /// `/users/{u}/starred`: the public repositories the user starred, most recently starred
    /// first (`sort=updated` orders by push instead; `direction=asc` reverses), paginated like
    /// a listing; with the `star+json` media type each item is `{starred_at, repo}`. Sorted once
    /// per order and encoded once per page, as the repositories listing is.
    mutating func listStarred(of userIndex: Int, viewer: Int?, request: StubRequest) -> StubResponse {
        var user = index.users[userIndex]
        // Stars given or taken back through `PUT` / `DELETE /user/starred/…` change the listing
        // (which is then not taken from the cache of sorted orders).
        let changed = starredWithChanges(of: userIndex)
        if let changed {
            user.starred = changed
        }
        let withDates = (request.header("accept") ?? "").lowercased().contains("star+json")
        let byPush = request.query("sort") == "updated", ascending = request.query("direction") == "asc"
        let orderKey = ListingCache.OrderKey(
            userIndex: userIndex, order: RepositoryOrder(sort: nil, direction: nil),
            listing: .starred(byPush: byPush, ascending: ascending, withDates: withDates))
        let index = index
        let positions = orderStarred(user, byPush: byPush, ascending: ascending, key: changed == nil ? orderKey : nil)
        let pagination = Pagination(perPage: request.query("per_page"), page: request.query("page"), totalCount: positions.count)
        let wire = wire
        let encode = {
            JSONValue.array(positions[pagination.range].compactMap { position in
                let star = user.starred[position]
                guard let (owner, repo) = index.starredRepository(star) else { return nil }
                let repository = wire.repository(repo, owner: index.users[owner], full: false,
                                                 permissions: index.permissions(of: viewer, onRepositoriesOf: owner))
                return withDates ? wire.starred(repository, at: star.starredAt) : repository
            }).data
        }
        let pageKey = ListingCache.PageKey(order: orderKey, perPage: pagination.perPage, page: pagination.page, viewer: viewer)
        let body = changed == nil
            ? listings.page(pageKey, encode: encode)
            : encode()
        var response = StubResponse(status: 200, headers: [("Content-Type", StubResponse.jsonContentType)], body: body)
        setLinks(on: &response, pagination: pagination, request: request, path: "/user/\(user.id)/starred")
        return response
    }

    /// The user's stars in listing order; remembered under `key` when one is given.
    private mutating func orderStarred(_ user: StubUser, byPush: Bool, ascending: Bool, key: ListingCache.OrderKey?) -> [Int] {
        let index = self.index
        let compute = {
            let visible = user.starred.indices.compactMap { position in
                index.starredRepository(user.starred[position]).map { (position, $0) }
            }
            let sorted = visible.sorted { left, right in
                byPush ? (left.1.repo.pushedAt ?? .distantPast) > (right.1.repo.pushedAt ?? .distantPast)
                    : user.starred[left.0].starredAt > user.starred[right.0].starredAt
            }.map(\.0)
            return ascending ? Array(sorted.reversed()) : sorted
        }
        guard let key else { return compute() }
        return listings.order(key, sort: compute)
    }

    /// The user's stars with those given and taken back since the stub started; nil when none
    /// changed. A new star counts as the most recent (a second after the newest one).
    private func starredWithChanges(of userIndex: Int) -> [StubStar]? {
        let changes = starChanges.filter { $0.key.viewer == userIndex }
        guard !changes.isEmpty else { return nil }
        var stars = index.users[userIndex].starred
        var newest = stars.map(\.starredAt).max() ?? Date(timeIntervalSince1970: 0)
        for (key, change) in changes.sorted(by: { $0.value.order < $1.value.order }) {
            let starred = change.starred
            guard let (owner, repo) = index.repository(id: key.repository) else { continue }
            let fullName = owner.login + "/" + repo.name
            let present = stars.contains { $0.repo.lowercased() == fullName.lowercased() }
            if starred, !present {
                newest = newest.addingTimeInterval(1)
                stars.append(StubStar(repo: fullName, starredAt: newest))
            } else if !starred {
                stars.removeAll { $0.repo.lowercased() == fullName.lowercased() }
            }
        }
        return stars
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
            wire.repository(entry.repo, owner: index.users[entry.owner], full: false,
                            permissions: index.permissions(of: viewer, onRepositoriesOf: entry.owner))
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
        let permissions = index.permissions(of: viewer, onRepositoriesOf: org)
        var response = StubResponse.json(.array(sorted[pagination.range].map {
            wire.repository($0, owner: organization, full: false, permissions: permissions)
        }))
        setLinks(on: &response, pagination: pagination, request: request, path: "/orgs/\(organization.login)/repos")
        return response
    }
}
