import Foundation
import RepoCore
import RepoStore
import Testing

@Suite struct ConcurrentAccessTests {
    @Test func twoCachesOnOneDirectoryWriteAndReadAtOnceWithoutErrors() async throws {
        try await withTemporaryDirectory { directory in
            let first = try #require(SQLiteRepoCache.open(directory: directory).cache)
            let second = try #require(SQLiteRepoCache.open(directory: directory).cache)
            let shared = SampleRepositories.octocat
            let alice = try GitHubUsername(validating: "alice")
            let bob = try GitHubUsername(validating: "bob")
            let sharedSets = [
                SampleRepositories.entry(SampleRepositories.numbered(400, tag: "one")),
                SampleRepositories.entry(SampleRepositories.numbered(300, tag: "two")),
            ]
            let aliceEntry = SampleRepositories.entry(SampleRepositories.numbered(200, tag: "al"), user: alice)
            let bobEntry = SampleRepositories.entry(SampleRepositories.numbered(200, tag: "bo"), user: bob)

            // Every call must succeed: a "database is locked" would throw out of a task here.
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (cache, own, index) in [(first, aliceEntry, 0), (second, bobEntry, 1)] {
                    group.addTask {
                        for round in 0..<10 {
                            try await cache.replace(own)
                            try await cache.replace(sharedSets[(round + index) % 2])
                            let loaded = try await cache.load(user: shared)
                            #expect(loaded == sharedSets[0] || loaded == sharedSets[1])
                            try await cache.touch(user: own.user, at: own.fetchedAt)
                        }
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await first.load(user: bob) == bobEntry)
            #expect(try await second.load(user: alice) == aliceEntry)
        }
    }
}
