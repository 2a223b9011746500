import Foundation

/// A fork and its upstream: `GET /repos/{o}/{r}/compare/{base}...{upstream-owner}:{branch}` and
/// `POST /repos/{o}/{r}/merge-upstream`, from the fork's `behindUpstream` and `aheadOfUpstream`
/// (the stub keeps no commits).
extension StubRouter {
    /// nil when the request is neither.
    mutating func respondToFork(_ request: StubRequest, viewer: Int?) -> StubResponse? {
        let segments = request.pathSegments
        guard segments.count >= 4, segments[0] == "repos" else { return nil }
        switch (request.method, segments[3]) {
        case ("GET", "compare") where segments.count >= 5:
            // A branch may hold `/`: everything after `compare/` is the `base...head` pair.
            return compare(owner: segments[1], name: segments[2], basehead: segments[4...].joined(separator: "/"), viewer: viewer)
        case ("POST", "merge-upstream") where segments.count == 4:
            do throws(WriteRefusal) {
                return try mergeUpstream(request, segments: segments, viewer: viewer)
            } catch {
                return error.response
            }
        default:
            return nil
        }
    }

    /// The login of the fork's upstream owner; nil when the repository names no `parent`.
    private func upstreamOwner(of repo: StubRepository) -> String? {
        guard let parent = repo.parent, let owner = parent.split(separator: "/", maxSplits: 1).first else { return nil }
        return String(owner)
    }

    /// Only the fork-against-upstream comparison is known: base a branch of the fork, head
    /// `upstreamOwner:branch`. Head's extra commits (`ahead_by`) are the ones the fork lacks.
    private func compare(owner login: String, name: String, basehead: String, viewer: Int?) -> StubResponse {
        guard let owner = index.userIndex(login: login), let repo = index.repository(owner: owner, name: name),
              index.isVisible(repo, owner: owner, to: viewer), let upstream = upstreamOwner(of: repo),
              let separator = basehead.range(of: "...") else { return .notFound() }
        let head = basehead[separator.upperBound...]
        guard let colon = head.firstIndex(of: ":"),
              head[..<colon].caseInsensitiveCompare(upstream) == .orderedSame else { return .notFound() }
        return .json(WireFormat.comparison(aheadBy: repo.behindUpstream, behindBy: repo.aheadOfUpstream))
    }

    /// `{"branch": …}`: fast-forwards the fork when it is only behind, 409 when it has diverged.
    private mutating func mergeUpstream(_ request: StubRequest, segments: [String], viewer: Int?) throws(WriteRefusal) -> StubResponse {
        let documentation = WireFormat.WriteDocumentation.mergeUpstream
        let (_, repo) = try writeTarget(segments, viewer: viewer, access: .push, documentation: documentation)
        let branch = try readBody(request, documentation: documentation) { body throws(WriteBody.Problem) in
            try body.requiredString("branch")
        }
        if repo.isArchived { throw .archived(documentation: documentation) }
        guard let upstreamOwner = upstreamOwner(of: repo) else {
            throw .invalid(field: "branch", code: "custom", message: "This repository is not a fork.",
                           documentation: documentation)
        }
        let upstream = upstreamOwner + ":" + branch
        if repo.behindUpstream > 0, repo.aheadOfUpstream > 0 {
            throw WriteRefusal(status: 409, message: "There are merge conflicts", documentation: documentation)
        }
        guard repo.behindUpstream > 0 else { return .json(WireFormat.mergedUpstream(fastForwarded: false, upstream: upstream)) }
        var synced = repo
        synced.behindUpstream = 0
        write { $0.replaceRepository(synced) }
        return .json(WireFormat.mergedUpstream(fastForwarded: true, upstream: upstream))
    }
}
