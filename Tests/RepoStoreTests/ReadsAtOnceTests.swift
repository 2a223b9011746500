import Foundation
import RepoCore
import RepoStore
import TestSupport
import Testing

/// Many reads at once, as quick user switches make them: first screens (read on the calling
/// thread when a reader is free) among whole lists (GRDB's asynchronous reads).
@Suite struct ReadsAtOnceTests {
    /// Two threads, as Swift concurrency has on two cores: the reads run here, as the app's run on
    /// its shared ones, but no other test can keep these busy (the suite's CPU-bound tests once
    /// held both shared threads for over a minute, and this test looked deadlocked).
    static let twoThreads = ThreadPoolExecutor(name: "reads-at-once", threads: 2)

    /// A deadlock would stop the reads' threads, so a plain thread watches the clock and ends the
    /// run with a message rather than let it hang.
    @Test func firstScreensAndWholeListsReadAtOnceAllFinish() async throws {
        try await withTaskExecutorPreference(Self.twoThreads) {
            try await withTemporaryDirectory { directory in
                let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
                let repositories = SampleRepositories.numbered(300, tag: "busy")
                try await cache.replace(SampleRepositories.entry(repositories))
                let listing = Listing(SampleRepositories.octocat)
                let head = ListHead(.stars, descending: true, count: 30) // stars 0…299, one each

                let finished = DispatchSemaphore(value: 0)
                Thread {
                    if finished.wait(timeout: .now() + 60) == .timedOut {
                        fatalError("64 reads at once did not finish in 60 s: the reads deadlocked")
                    }
                }.start()
                defer { finished.signal() }
                let counts = try await withThrowingTaskGroup(of: Int.self) { group in
                    for task in 0..<64 {
                        group.addTask {
                            task.isMultiple(of: 2)
                                ? try await cache.loadHead(listing, head)?.count ?? -1
                                : try await cache.load(listing)?.repositories.count ?? -1
                        }
                    }
                    return try await group.reduce(into: [Int]()) { $0.append($1) }
                }
                #expect(counts.sorted() == Array(repeating: 30, count: 32) + Array(repeating: 300, count: 32))
            }
        }
    }
}
