import Foundation
import RepoCore

/// The writes of a bulk change (issue 28). Each answers what GitHub answered — the repository
/// after the change where GitHub sends it — or throws GitHub's refusal in `GitHubError` terms
/// (403 as `.http(status: 403, message:)`, 422 with its validation message).
extension GitHubClient {
    /// `PATCH /repos/{owner}/{name}` with the fields given; GitHub answers the whole repository.
    public func updateRepository(owner: String, name: String, fields: RepositoryFields) async throws(GitHubError) -> Repository {
        do throws(GitHubError) {
            let reply = try await write(.repository(owner: owner, name: name), method: "PATCH", body: fields.json)
            return try decode(RepositoryDTO.self, from: reply).toDomain()
        } catch {
            throw failed(error)
        }
    }

    /// `PUT /repos/{owner}/{name}/topics`: the topics become exactly these; GitHub answers them.
    public func replaceTopics(owner: String, name: String, _ topics: [String]) async throws(GitHubError) -> [String] {
        do throws(GitHubError) {
            let body = Self.json(["names": topics])
            let reply = try await write(.topics(owner: owner, name: name), method: "PUT", body: body)
            return try decode(TopicsDTO.self, from: reply).names
        } catch {
            throw failed(error)
        }
    }

    public func deleteRepository(owner: String, name: String) async throws(GitHubError) {
        do throws(GitHubError) {
            _ = try await write(.repository(owner: owner, name: name), method: "DELETE", body: nil)
        } catch {
            throw failed(error)
        }
    }

    /// `POST …/merge-upstream`: GitHub's message ("Successfully fetched and fast-forwarded …").
    public func mergeUpstream(owner: String, name: String, branch: String) async throws(GitHubError) -> String {
        do throws(GitHubError) {
            let body = Self.json(["branch": branch])
            let reply = try await write(.mergeUpstream(owner: owner, name: name), method: "POST", body: body)
            return (try? decode(MergeUpstreamDTO.self, from: reply).message) ?? "synced"
        } catch {
            throw failed(error)
        }
    }

    /// How the fork's `branch` stands against `upstreamOwner:upstreamBranch`.
    public func compareWithUpstream(owner: String, name: String, branch: String, upstreamOwner: String,
                                    upstreamBranch: String) async throws(GitHubError) -> ForkComparison {
        do throws(GitHubError) {
            let head = upstreamOwner + ":" + upstreamBranch
            let url = Endpoint.compare(owner: owner, name: name, base: branch, head: head).url(relativeTo: configuration.baseURL)
            let reply = try await transport.get(url)
            try requireSuccess(reply, notFound: .notFound(nil))
            let answer = try decode(CompareDTO.self, from: reply)
            // base…head: head's extra commits are what the fork lacks.
            return ForkComparison(upstream: head, behindBy: answer.aheadBy, aheadBy: answer.behindBy)
        } catch {
            throw failed(error)
        }
    }

    /// Which features are on (`GET /repos/{owner}/{name}`, read before a switch so an undo knows
    /// what to put back).
    public func featureSwitches(owner: String, name: String) async throws(GitHubError) -> [RepoFeatureSwitch: Bool] {
        do throws(GitHubError) {
            let reply = try await transport.get(Endpoint.repository(owner: owner, name: name).url(relativeTo: configuration.baseURL))
            try requireSuccess(reply, notFound: .notFound(nil))
            let switches = try decode(FeatureSwitchesDTO.self, from: reply)
            var states: [RepoFeatureSwitch: Bool] = [:]
            states[.issues] = switches.hasIssues
            states[.wiki] = switches.hasWiki
            states[.projects] = switches.hasProjects
            return states
        } catch {
            throw failed(error)
        }
    }

    /// Strings and arrays of them always serialise.
    static func json(_ object: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }

    /// A mutating request; GitHub's refusal (403, 404, 409, 422) becomes the error with its message.
    private func write(_ endpoint: Endpoint, method: String, body: Data?) async throws(GitHubError) -> HTTPReply {
        guard configuration.effectiveToken != nil else { throw .tokenRequired(nil) }
        let reply = try await transport.send(endpoint.url(relativeTo: configuration.baseURL), method: method, body: body)
        if reply.status == 422, let message = ValidationErrorDTO.message(in: reply.body) {
            throw .http(status: 422, message: message)
        }
        try requireSuccess(reply, notFound: .notFound(nil))
        return reply
    }
}
