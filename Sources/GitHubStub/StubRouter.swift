import Foundation

/// Answers one request from the dataset: which resource, which page, which representation.
/// No I/O and no clock: rate limits, faults, ETags and latency are the responder's business.
/// Mutating to remember sorted orders and encoded pages (`ListingCache`), and for the writes
/// (`PATCH`, `PUT`, `POST`, `DELETE`) that change the dataset for the rest of the stub's life.
struct StubRouter: Sendable {
    /// Changed only through `write(_:)`, which keeps the listings' memory in step.
    private(set) var index: DatasetIndex
    let wire: WireFormat
    /// Sorted orders and encoded pages (`ListingCache`); the listings in other files use it too.
    var listings = ListingCache()
    /// How often each repository's participation was asked for: the first asks answer 202.
    var participationAsks: [Int64: Int] = [:]
    /// Stars given and taken back through `PUT` / `DELETE /user/starred/…`, with the order
    /// they came in (a newer star lists first).
    var starChanges: [StarKey: (starred: Bool, order: Int)] = [:]
    var starChangesMade = 0

    init(dataset: StubDataset, apiBase: String, cloneRoot: String? = nil) {
        self.index = DatasetIndex(dataset)
        self.wire = WireFormat(apiBase: apiBase, cloneRoot: cloneRoot)
    }

    /// `revision` above 0 adds that many stars to every repository shown, for the
    /// `changesEveryRequest` fault.
    mutating func respond(to request: StubRequest, revision: Int = 0) -> StubResponse {
        // As GitHub: a token it does not know is refused on every endpoint (when the dataset
        // has tokens at all; one without any serves every request as public).
        var viewer: Int?
        if let token = Self.token(in: request) {
            viewer = index.userIndex(token: token)
            if viewer == nil, index.knowsTokens { return Self.unauthorized("Bad credentials") }
        }
        if let response = respondToStarring(request, viewer: viewer) { return response }
        if let response = respondToRepositoryWrite(request, viewer: viewer) { return response }
        if let response = respondToFork(request, viewer: viewer) { return response }
        guard request.method == "GET" else { return .notFound() }
        if let response = respondToInsight(request, viewer: viewer) { return response }
        if let response = respondToActivity(request, viewer: viewer) { return response }
        if let response = respondToConversation(request, viewer: viewer) { return response }
        if let response = respondToPullStatus(request, viewer: viewer) { return response }
        if let response = respondToSearch(request, viewer: viewer) { return response }
        let segments = request.pathSegments
        switch (segments.first, segments.count) {
        case ("user", 1):
            guard let viewer else { return Self.unauthorized("Requires authentication") }
            return .json(wire.publicUser(index.users[viewer]))
        case ("user", 2) where segments[1] == "repos":
            guard let viewer else { return Self.unauthorized("Requires authentication") }
            return listViewerRepositories(of: viewer, request: request)
        case ("orgs", _) where segments.count >= 2 && index.userIndex(login: segments[1]) == nil:
            return movedUser(request, formerLogin: segments[1])
        case ("user", 2) where segments[1] == "orgs":
            guard let viewer else { return Self.unauthorized("Requires authentication") }
            let organizations = index.organizations(of: viewer).map { index.users[$0] }
            let pagination = Pagination(perPage: request.query("per_page"), page: request.query("page"), totalCount: organizations.count)
            return .json(.array(organizations[pagination.range].map(wire.organizationSimple)))
        case ("orgs", 2):
            guard let org = index.userIndex(login: segments[1]), index.users[org].type == .organization else { return .notFound() }
            let member = viewer.map { index.organizations(of: $0).contains(org) } ?? false
            return .json(wire.organizationFull(index.users[org], forMember: member))
        case ("orgs", 3) where segments[2] == "repos":
            guard let org = index.userIndex(login: segments[1]), index.users[org].type == .organization else { return .notFound() }
            return listOrganizationRepositories(of: org, viewer: viewer, request: request)
        case ("users", 3) where segments[2] == "repos":
            if let user = index.userIndex(login: segments[1]) {
                return listRepositories(of: user, viewer: viewer, request: request, revision: revision)
            }
            return movedUser(request, formerLogin: segments[1])
        case ("users", 3) where segments[2] == "starred":
            guard let user = index.userIndex(login: segments[1]) else { return movedUser(request, formerLogin: segments[1]) }
            return listStarred(of: user, viewer: viewer, request: request)
        case ("user", 3) where segments[2] == "starred":
            guard let id = Int64(segments[1]), let user = index.userIndex(id: id) else { return .notFound() }
            return listStarred(of: user, viewer: viewer, request: request)
        case ("user", 3) where segments[2] == "repos":
            guard let id = Int64(segments[1]), let user = index.userIndex(id: id) else { return .notFound() }
            return listRepositories(of: user, viewer: viewer, request: request, revision: revision)
        case ("users", 2):
            guard let user = index.userIndex(login: segments[1]) else {
                return movedUser(request, formerLogin: segments[1])
            }
            return .json(wire.publicUser(index.users[user]))
        case ("repos", 3):
            guard let owner = index.userIndex(login: segments[1]) else {
                return movedRepository(formerOwner: segments[1], name: segments[2], suffix: "")
            }
            guard let repo = index.repository(owner: owner, name: segments[2]) else {
                return movedRepository(formerOwner: segments[1], name: segments[2], suffix: "")
            }
            guard index.isVisible(repo, owner: owner, to: viewer) else { return .notFound() }
            return .json(fullRepository(Self.revised(repo, by: revision), owner: owner, viewer: viewer))
        case ("repos", 4) where segments[3] == "readme":
            guard let owner = index.userIndex(login: segments[1]) else {
                return movedRepository(formerOwner: segments[1], name: segments[2], suffix: "/readme")
            }
            guard let repo = index.repository(owner: owner, name: segments[2]),
                  index.isVisible(repo, owner: owner, to: viewer) else { return .notFound() }
            return readme(of: repo, owner: index.users[owner], accept: request.header("accept") ?? "")
        case ("repositories", 2):
            guard let id = Int64(segments[1]), let (_, repo) = index.repository(id: id),
                  let owner = index.ownerIndex(ofRepository: id),
                  index.isVisible(repo, owner: owner, to: viewer) else { return .notFound() }
            return .json(fullRepository(Self.revised(repo, by: revision), owner: owner, viewer: viewer))
        case ("repositories", 3) where segments[2] == "readme":
            guard let id = Int64(segments[1]), let (owner, repo) = index.repository(id: id),
                  visible(repo, of: owner, to: viewer) else { return .notFound() }
            return readme(of: repo, owner: owner, accept: request.header("accept") ?? "")
        default:
            return .notFound()
        }
    }

    /// The accounts (lower-cased) a request is about, for faults aimed at one login: the
    /// login in `/users/…` and `/repos/…`, the owner of the id in `/user/…` and `/repositories/…`.
    func logins(concernedBy request: StubRequest) -> [String] {
        let segments = request.pathSegments
        guard segments.count >= 2 else { return [] }
        switch segments[0] {
        case "users", "repos", "orgs":
            return [segments[1].lowercased()]
        case "user":
            return Int64(segments[1]).flatMap(index.userIndex(id:)).map { [index.users[$0].login.lowercased()] } ?? []
        case "repositories":
            return Int64(segments[1]).flatMap(index.repository(id:)).map { [$0.owner.login.lowercased()] } ?? []
        default:
            return []
        }
    }

    /// For `StubFault.movedPermanently`: a 301 to the same path with `login` in place of the
    /// account it names; nil when the path names no account (or an id `login` cannot replace).
    func redirect(_ request: StubRequest, toLogin login: String) -> StubResponse? {
        let raw = request.rawPath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard raw.count >= 2 else { return nil }
        let replacement: String
        switch raw[0] {
        case "users", "repos", "orgs":
            replacement = URLPath.encode(login)
        case "user":
            guard let user = index.userIndex(login: login) else { return nil }
            replacement = String(index.users[user].id)
        default:
            return nil
        }
        let path = "/" + ([raw[0], replacement] + raw[2...]).joined(separator: "/")
        return movedPermanently(to: wire.apiBase + path + (request.rawQuery.isEmpty ? "" : "?" + request.rawQuery))
    }

    /// `full-repository`, as `/repos/{o}/{r}` serves it: references, and permissions for a token.
    func fullRepository(_ repo: StubRepository, owner: Int, viewer: Int?) -> JSONValue {
        wire.repository(repo, owner: index.users[owner], full: true, references: references(of: repo),
                        permissions: index.permissions(of: viewer, onRepositoriesOf: owner))
    }

    /// Applies a change to the dataset and forgets every remembered listing, so listings (and
    /// their ETags) show it from the next request on.
    mutating func write(_ change: (inout DatasetIndex) -> Void) {
        change(&index)
        listings.removeAll()
    }

    /// The full repository's `parent` (a fork's, when it names one) and `template_repository`:
    /// the dataset's repository when it holds it, else its names.
    private func references(of repo: StubRepository) -> (parent: JSONValue?, template: JSONValue) {
        func reference(_ fullName: String) -> JSONValue {
            let parts = fullName.split(separator: "/", maxSplits: 1).map(String.init)
            if parts.count == 2, let owner = index.userIndex(login: parts[0]),
               let named = index.repository(owner: owner, name: parts[1]) {
                return wire.repository(named, owner: index.users[owner], full: false)
            }
            return wire.repositoryReference(fullName: fullName)
        }
        return (repo.isFork ? repo.parent.map(reference) : nil, repo.template.map(reference) ?? .null)
    }

    /// `/users/{old}…` after a rename: 301 to the same path and query under the new login.
    private func movedUser(_ request: StubRequest, formerLogin: String) -> StubResponse {
        guard let user = index.userIndex(formerLogin: formerLogin) else { return .notFound() }
        return redirect(request, toLogin: index.users[user].login) ?? .notFound()
    }

    /// `/repos/{old}/{name}…` after the owner's or the repository's rename, or a transfer:
    /// GitHub sends these to `/repositories/{id}…`.
    func movedRepository(formerOwner: String, name: String, suffix: String) -> StubResponse {
        if let id = index.repositoryID(formerOwner: formerOwner, name: name) {
            return movedPermanently(to: wire.apiBase + "/repositories/\(id)" + suffix)
        }
        guard let owner = index.userIndex(formerLogin: formerOwner),
            let repo = index.repository(owner: owner, name: name)
        else { return .notFound() }
        return movedPermanently(to: wire.apiBase + "/repositories/\(repo.id)" + suffix)
    }

    private func movedPermanently(to location: String) -> StubResponse {
        var response = StubResponse.json(WireFormat.movedPermanently(url: location), status: 301)
        response.setHeader("Location", location)
        return response
    }

    private mutating func listRepositories(of userIndex: Int, viewer: Int?, request: StubRequest, revision: Int) -> StubResponse {
        let user = index.users[userIndex]
        let permissions = index.permissions(of: viewer, onRepositoriesOf: userIndex)
        let order = RepositoryOrder(sort: request.query("sort"), direction: request.query("direction"))
        let orderKey = ListingCache.OrderKey(userIndex: userIndex, order: order)
        // `/users/{u}/repos` lists public repositories only, whoever asks (as GitHub's does).
        let positions = listings.order(orderKey) { order.sortedIndices(of: user.repos).filter { !user.repos[$0].isPrivate } }
        let pagination = Pagination(
            perPage: request.query("per_page"), page: request.query("page"), totalCount: positions.count)
        let wire = wire
        let encode = {
            JSONValue.array(positions[pagination.range].map { position in
                wire.repository(Self.revised(user.repos[position], by: revision), owner: user, full: false,
                                permissions: permissions)
            }).data
        }
        // A changing listing must not be remembered.
        let pageKey = ListingCache.PageKey(order: orderKey, perPage: pagination.perPage, page: pagination.page, viewer: viewer)
        let body = revision == 0
            ? listings.page(pageKey, encode: encode)
            : encode()
        var response = StubResponse(status: 200, headers: [("Content-Type", StubResponse.jsonContentType)], body: body)
        setLinks(on: &response, pagination: pagination, request: request, path: "/user/\(user.id)/repos")
        return response
    }

    /// GitHub's `Link` header for a page of a listing. Its links leave the login behind
    /// (`/user/{id}/repos`, `/user/{id}/starred`) and keep every other parameter in its order.
    func setLinks(on response: inout StubResponse, pagination: Pagination, request: StubRequest, path: String) {
        let keptQuery = request.rawQuery.split(separator: "&")
            .filter { URLPath.decode(String($0.split(separator: "=", maxSplits: 1).first ?? "")) != "page" }
            .map { $0 + "&" }
            .joined()
        if let link = pagination.linkHeader(pageURL: { "\(wire.apiBase)\(path)?\(keptQuery)page=\($0)" }) {
            response.setHeader("Link", link)
        }
    }

    private func readme(of repo: StubRepository, owner: StubUser, accept: String) -> StubResponse {
        guard let text = repo.readme else { return .notFound() }
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

    private static func revised(_ repo: StubRepository, by revision: Int) -> StubRepository {
        guard revision != 0 else { return repo }
        var revised = repo
        revised.stargazersCount += revision
        revised.watchersCount += revision
        return revised
    }
}
