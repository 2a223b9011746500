import Foundation
import RepoCore

extension GitHubClient {
    /// The token's user's organisations (`/user/orgs`, one page of up to 100), each with its
    /// repository count from `/orgs/{org}`, asked side by side. With `cached`, every request is
    /// conditional: an unchanged list keeps its organisations, an unchanged organisation its
    /// count, and when everything answers 304 the result is `.notModified`.
    public func memberships(
        revalidating cached: CachedMemberships?
    ) async throws(GitHubError) -> Revalidation<MembershipListing> {
        do throws(GitHubError) {
            let reply = try await transport.get(Endpoint.viewerOrgs.url(relativeTo: configuration.baseURL), ifNoneMatch: cached?.etag)
            let listUnchanged = reply.isNotModified && cached != nil
            var organizations: [Membership]
            if listUnchanged, let cached {
                organizations = cached.organizations
            } else {
                try requireSuccess(reply, notFound: .notFound(nil))
                let known = Dictionary((cached?.organizations ?? []).map { ($0.login, $0) }, uniquingKeysWith: { first, _ in first })
                organizations = try decode([OrganizationDTO].self, from: reply).compactMap { dto in
                    guard let login = try? GitHubUsername(validating: dto.login) else { return nil }
                    let previous = known[login]
                    return Membership(login: login, description: dto.description,
                                      repositoryCount: previous?.repositoryCount, etag: previous?.etag)
                }
            }
            var countsChanged = false
            let client = self
            let current = organizations
            try await BoundedConcurrency.forEach(
                count: current.count, limit: max(1, configuration.maxConcurrentPages),
                operation: { index throws(GitHubError) in try await client.organizationCount(current[index]) },
                onResult: { index, answer in
                    guard let answer else { return }
                    organizations[index].repositoryCount = answer.count
                    organizations[index].etag = answer.etag
                    countsChanged = true
                })
            if listUnchanged, !countsChanged { return .notModified }
            return .modified(MembershipListing(organizations: organizations, etag: listUnchanged ? cached?.etag : reply.etag))
        } catch {
            throw failed(error)
        }
    }

    /// `/orgs/{org}`, conditional on what `membership` knows; nil when it is unchanged.
    private func organizationCount(_ membership: Membership) async throws(GitHubError) -> (count: Int?, etag: String?)? {
        let etag = membership.repositoryCount == nil ? nil : membership.etag
        let reply = try await transport.get(
            Endpoint.organization(membership.login).url(relativeTo: configuration.baseURL), ifNoneMatch: etag)
        if reply.isNotModified, etag != nil { return nil }
        try requireSuccess(reply, notFound: .notFound(nil))
        return (try decode(OrganizationDTO.self, from: reply).repositoryCount, reply.etag)
    }
}
