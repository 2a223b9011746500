import Foundation
import GitHubAPI
import Synchronization
import TestSupport
import Testing

/// Making a URLSession costs a process about 1.3 ms; a start that shows the cache first must not
/// pay it before anything asks GitHub, and a client pays it once.
@Suite struct LazySessionTests {
    @Test func theSessionIsMadeAtTheFirstRequestAndOnlyOnce() async throws {
        let made = Mutex(0)
        let counts = try await withStubServer { _, baseURL in
            let client = GitHubClient(
                configuration: GitHubClient.Configuration(baseURL: baseURL, userAgent: "repotui-tests/1.0"),
                makeSession: {
                    made.withLock { $0 += 1 }
                    return GitHubClient.sessionMaker()()
                })
            let beforeAnyRequest = made.withLock { $0 }
            _ = try await client.repositories(of: username("octocat"))
            _ = try await client.repository(owner: "octocat", name: "linguist")
            return [beforeAnyRequest, made.withLock { $0 }]
        }
        #expect(counts == [0, 1])
    }
}
