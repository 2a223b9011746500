import Foundation
import GitHubAPI
import GitHubStub
import RepoCore
import Synchronization
import TestSupport
import Testing

/// Cancelling requests in flight must end them promptly — and never deadlock, which
/// `URLSession.data(for:)` on Linux can (swift-corelibs-foundation #5412): repotui hung on quit.
@Suite struct CancellationTests {
    /// Many requests, cancelled at different moments, against a server that answers and one that
    /// refuses: every round must finish. With `URLSession.data(for:)` in the transport this test
    /// hung in two runs of three: the deadlock can take every thread of the cooperative pool, so it
    /// shows as a run that never ends (CI's time limit) rather than as a failed deadline.
    @Test(arguments: [true, false])
    func cancellingManyRequestsInFlightNeverHangs(serverListens: Bool) async throws {
        try await withStubServer { _, stubURL in
            let baseURL = serverListens ? stubURL : URL(string: "http://127.0.0.1:9")!
            let client = makeClient(baseURL)
            let finishedRounds = Atomic<Int>(0)
            let rounds = 20
            let work = Task.detached {
                for round in 0..<rounds {
                    await withTaskGroup(of: Void.self) { group in
                        for _ in 0..<20 {
                            group.addTask { _ = try? await client.repositories(of: try username("big-org")) }
                        }
                        for _ in 0..<round { await Task.yield() }
                        group.cancelAll()
                    }
                    finishedRounds.add(1, ordering: .relaxed)
                }
            }
            // A hang is a round that never finishes: the watch fails when no round has finished
            // for 60 s, not when all twenty take longer than that (19 of 20 had, on a loaded run).
            var seen = 0
            while seen < rounds {
                do {
                    try await waitUntil(timeout: .seconds(60)) { finishedRounds.load(ordering: .relaxed) > seen }
                } catch {
                    work.cancel()
                    Issue.record("round \(seen + 1) of \(rounds) did not finish in 60 s: cancellation hangs")
                    return
                }
                seen = finishedRounds.load(ordering: .relaxed)
            }
        }
    }

    @Test func aCancelledRequestThrowsCancelledPromptly() async throws {
        try await withStubServer(options: .init(latency: .seconds(30))) { _, baseURL in
            let client = makeClient(baseURL, timeout: 60)
            let request = Task { try await client.repositories(of: try username("octocat")) }
            request.cancel()
            await #expect(throws: GitHubError.cancelled) { try await request.value }
        }
    }
}
