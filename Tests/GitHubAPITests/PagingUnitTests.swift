import Foundation
import RepoCore
import Synchronization
import TestSupport
import Testing

@testable import GitHubAPI

@Suite struct PageURLsTests {
    @Test func onlyThePageNumberChangesEverythingElseStaysAsGiven() throws {
        let last = try #require(URL(string: "https://api.github.com/user/9/repos?per_page=100&page=4&sort=pushed&x=a%20b"))
        let built = try PageURLs.following(firstPageUpTo: last, limit: 1_000)
        let urls = try #require(built)
        #expect(urls.map(\.absoluteString) == [2, 3, 4].map {
            "https://api.github.com/user/9/repos?per_page=100&page=\($0)&sort=pushed&x=a%20b"
        })
    }

    @Test(arguments: [
        "https://api.github.com/user/9/repos?per_page=100",
        "https://api.github.com/user/9/repos?page=1",
        "https://api.github.com/user/9/repos?page=two",
        "https://api.github.com/user/9/repos?page=2&page=3",
        "https://api.github.com/user/9/repos",
    ])
    func withoutOneReadablePageNumberTheCallerWalksNext(last: String) throws {
        let url = try #require(URL(string: last))
        #expect(try PageURLs.following(firstPageUpTo: url, limit: 1_000) == nil)
    }

    @Test func tooManyPagesAreRefused() throws {
        let last = try #require(URL(string: "https://api.github.com/user/9/repos?page=1000000000"))
        #expect(throws: GitHubError.unexpectedResponse("more than 1000 pages")) {
            try PageURLs.following(firstPageUpTo: last, limit: 1_000)
        }
    }
}

@Suite struct BoundedConcurrencyTests {
    /// Operations that each wait for the test to release them, so how many run at once is seen.
    final class Gate: Sendable {
        private let state = Mutex<(running: Int, mostAtOnce: Int, waiting: [CheckedContinuation<Void, Never>])>((0, 0, []))

        func enter() async {
            await withCheckedContinuation { continuation in
                state.withLock {
                    $0.running += 1
                    $0.mostAtOnce = max($0.mostAtOnce, $0.running)
                    $0.waiting.append(continuation)
                }
            }
        }

        var running: Int { state.withLock { $0.running } }
        var mostAtOnce: Int { state.withLock { $0.mostAtOnce } }
        var waiting: Int { state.withLock { $0.waiting.count } }

        /// Lets the longest-waiting operation finish.
        func releaseOne() {
            let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
                guard !state.waiting.isEmpty else { return nil }
                state.running -= 1
                return state.waiting.removeFirst()
            }
            continuation?.resume()
        }
    }

    /// The operations, the loop and the waits run on a thread of their own: forty-odd scheduling
    /// rounds on the suite's busy shared pool once took longer than the deadline.
    @Test(arguments: [1, 4])
    func neverMoreThanTheLimitRunAtOnceAndEveryResultArrives(limit: Int) async throws {
        let executor = ThreadPoolExecutor.dedicatedToTests
        try await withTaskExecutorPreference(executor) {
            let gate = Gate()
            let count = 10
            let run = Task(executorPreference: executor) {
                var arrived: [Int: Int] = [:]
                try await BoundedConcurrency.forEach(
                    count: count, limit: limit,
                    operation: { index throws(GitHubError) in
                        await gate.enter()
                        return index * index
                    },
                    onResult: { index, square in arrived[index] = square })
                return arrived
            }
            for finished in 0..<count {
                let expected = min(limit, count - finished)
                try await waitUntil(timeout: .seconds(60)) { gate.waiting >= expected }
                gate.releaseOne()
            }
            let arrived = try await run.value
            #expect(arrived == Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, $0 * $0) }))
            #expect(gate.mostAtOnce == limit)
        }
    }

    @Test func theFirstFailureIsThrownAndNothingFurtherStarts() async throws {
        let started = Mutex<[Int]>([])
        await #expect(throws: GitHubError.http(status: 500, message: nil)) {
            try await BoundedConcurrency.forEach(
                count: 10, limit: 1,
                operation: { index throws(GitHubError) in
                    started.withLock { $0.append(index) }
                    if index == 2 { throw .http(status: 500, message: nil) }
                    return index
                },
                onResult: { _, _ in })
        }
        #expect(started.withLock { $0 } == [0, 1, 2])
    }
}

@Suite struct ListingAssemblyTests {
    static func page(_ number: Int, repositories: Int) -> FetchedPage {
        let owner = Owner(login: "o", id: 1, avatarURL: "", htmlURL: nil)
        let repos = (0..<repositories).map { index in
            Repository(
                id: RepoID(Int64(number * 1_000 + index)), name: "r\(number)-\(index)", fullName: "o/r\(number)-\(index)",
                owner: owner, description: nil, htmlURL: "https://github.com/o/r", gitURL: nil, cloneURL: nil, sshURL: nil,
                homepage: nil, language: nil, stargazersCount: 0, forksCount: 0, watchersCount: 0, openIssuesCount: 0,
                license: nil, topics: [], defaultBranch: nil, sizeKB: 0, createdAt: nil, updatedAt: nil, pushedAt: nil,
                isFork: false, isArchived: false, isTemplate: false)
        }
        let url = URL(string: "https://api.github.com/user/1/repos?page=\(number)")!
        return FetchedPage(
            url: url, repositories: repos[...],
            validator: PageValidator(url: url.absoluteString, etag: "\"\(number)\"", repositoryCount: repositories),
            wasDownloaded: number != 2, next: nil, last: nil)
    }

    @Test func rowsJoinOnlyOnceEveryEarlierPageIsIn() throws {
        var assembly = ListingAssembly(user: try GitHubUsername(validating: "o"))
        assembly.pagesTotal = 4
        var shown: [[Int]] = []
        for (index, size) in [(0, 2), (2, 2), (3, 1), (1, 2)] {
            assembly.add(Self.page(index + 1, repositories: size), at: index)
            shown.append([assembly.progress().pagesDone, assembly.progress().repositories.count, assembly.progress().pagesUnchanged])
        }
        #expect(shown == [[1, 2, 0], [2, 2, 0], [3, 2, 0], [4, 7, 1]])
        #expect(assembly.orderedPages.map(\.validator.etag) == ["\"1\"", "\"2\"", "\"3\"", "\"4\""])
        #expect(assembly.prefix.map(\.name) == ["r1-0", "r1-1", "r2-0", "r2-1", "r3-0", "r3-1", "r4-0"])
    }

    /// The listing is taken once, at the end: every page joined in order, and none kept behind
    /// (each is let go as it is joined, so a page's rows are never held twice for long).
    @Test func theListingIsTakenInPageOrderAndLeavesNothingBehind() throws {
        var assembly = ListingAssembly(user: try GitHubUsername(validating: "o"))
        assembly.pagesTotal = 3
        for (index, size) in [(2, 1), (0, 2), (1, 3)] {
            assembly.add(Self.page(index + 1, repositories: size), at: index)
        }
        #expect(assembly.anyDownloaded)
        let listing = assembly.takeListing()
        #expect(listing.map(\.name) == ["r1-0", "r1-1", "r2-0", "r2-1", "r2-2", "r3-0"])
        let left: [Int] = [assembly.pagesDone, assembly.prefixCount, assembly.orderedPages.count, assembly.progress().repositories.count]
        #expect(left == [0, 0, 0, 0])
        #expect(!assembly.anyDownloaded)
    }
}
