import Foundation
import RepoCore

extension GitHubClient {
    /// One part of a repository's detail, conditional when `etag` is given. GitHub's ways of
    /// saying "nothing" become values: 404 from `/releases/latest` is no release, 204 from the
    /// statistics and contributors of an empty repository is none, and 202 from
    /// `/stats/participation` is "still computing" (`.participation(nil)`), asked again later.
    public func insight(
        _ kind: RepositoryInsight.Kind, owner: String, name: String, ifNoneMatch etag: String?
    ) async throws(GitHubError) -> Revalidation<Tagged<RepositoryInsight>> {
        do throws(GitHubError) {
            let url = Endpoint.insight(kind, owner: owner, name: name).url(relativeTo: configuration.baseURL)
            let reply = try await transport.get(url, ifNoneMatch: etag)
            if reply.isNotModified, etag != nil { return .notModified }
            if kind == .latestRelease, reply.status == 404 { return .modified(Tagged(.latestRelease(nil), etag: nil)) }
            try requireSuccess(reply, notFound: .notFound(nil))
            return .modified(Tagged(try insight(kind, from: reply), etag: reply.etag))
        } catch {
            throw failed(error)
        }
    }

    private func insight(_ kind: RepositoryInsight.Kind, from reply: HTTPReply) throws(GitHubError) -> RepositoryInsight {
        let empty = reply.status == 204 || reply.body.isEmpty
        switch kind {
        case .languages:
            let bytes = empty ? [:] : try decode([String: Int].self, from: reply)
            return .languages(bytes.map { RepositoryInsight.Language(name: $0.key, bytes: max(0, $0.value)) }
                .sorted { ($0.bytes, $1.name) > ($1.bytes, $0.name) })
        case .latestRelease:
            let release = try decode(ReleaseDTO.self, from: reply)
            return .latestRelease(RepositoryInsight.Release(tag: release.tagName, name: release.name,
                                                             publishedAt: release.publishedAt))
        case .openPullRequests:
            return .openPullRequests(try Self.openPullRequestCount(reply))
        case .participation:
            if reply.status == 202 { return .participation(nil) }
            let weeks = empty ? ParticipationDTO(all: [], owner: []) : try decode(ParticipationDTO.self, from: reply)
            return .participation(RepositoryInsight.Participation(all: weeks.all.map { max(0, $0) },
                                                                  owner: weeks.owner.map { max(0, $0) }))
        case .contributors:
            let contributors = empty ? [] : try decode([ContributorDTO].self, from: reply)
            return .contributors(contributors.compactMap { contributor in
                contributor.login.map { RepositoryInsight.Contributor(login: $0, contributions: contributor.contributions) }
            })
        }
    }

    /// Asked one per page, the number of the `last` page is the count; without one, the page
    /// itself (zero or one pull request) is all there is.
    private static func openPullRequestCount(_ reply: HTTPReply) throws(GitHubError) -> Int {
        if let link = reply.header("link"),
           let last = LinkHeader.parse(link).first(rel: "last")?.resolvedURL,
           let page = URLComponents(url: last, resolvingAgainstBaseURL: false)?
               .queryItems?.first(where: { $0.name == "page" })?.value.flatMap(Int.init), page > 0 {
            return page
        }
        return try decode([CountedItemDTO].self, from: reply).count
    }
}

/// A pull request of which only its existence is counted.
private struct CountedItemDTO: Decodable {}
