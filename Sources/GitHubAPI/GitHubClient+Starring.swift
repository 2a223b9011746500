import Foundation
import RepoCore

extension GitHubClient {
    /// Whether the token's user starred the repository: GitHub answers 204 for yes and 404 for
    /// no. Without a token, `tokenRequired`.
    public func isStarred(owner: String, name: String) async throws(GitHubError) -> Bool {
        do throws(GitHubError) {
            try requireToken()
            let reply = try await transport.get(Endpoint.star(owner: owner, name: name).url(relativeTo: configuration.baseURL))
            if reply.status == 404 { return false }
            try requireSuccess(reply, notFound: .notFound(nil))
            return true
        } catch {
            throw failed(error)
        }
    }

    /// Stars (`PUT`) or unstars (`DELETE`) the repository for the token's user; both answer 204
    /// and are idempotent. A 404 means the repository is not there (or not visible to the token).
    public func setStarred(_ starred: Bool, owner: String, name: String) async throws(GitHubError) {
        do throws(GitHubError) {
            try requireToken()
            let reply = try await transport.send(
                Endpoint.star(owner: owner, name: name).url(relativeTo: configuration.baseURL), method: starred ? "PUT" : "DELETE")
            try requireSuccess(reply, notFound: .notFound(nil))
        } catch {
            throw failed(error)
        }
    }

    /// Starring is the token's user's: without a token there is no one to ask about.
    private func requireToken() throws(GitHubError) {
        guard configuration.effectiveToken != nil else { throw .tokenRequired(nil) }
    }
}
