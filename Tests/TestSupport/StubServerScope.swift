import Foundation
import GitHubStub

/// Runs `body` with a `GitHubStubServer` listening on a free loopback port, and stops it
/// afterwards whether `body` returns or throws.
@discardableResult
public func withStubServer<Result>(
    dataset: StubDataset = .sample, options: GitHubStubServer.Options = .init(),
    _ body: (_ server: GitHubStubServer, _ baseURL: URL) async throws -> Result
) async throws -> Result {
    let server = GitHubStubServer(dataset: dataset, options: options)
    let baseURL = try await server.start()
    do {
        let result = try await body(server, baseURL)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}
