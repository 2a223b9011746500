import Foundation
import RepoCore
import RepoStore
import Testing

@Suite struct AtomicReplaceTests {
    /// What a reader saw: only the two complete sets (or nothing yet) are acceptable.
    enum Seen: Equatable { case nothing, setA, setB, mix }

    @Test func aReaderOnAnotherConnectionSeesTheOldSetOrTheNewOneNeverAMix() async throws {
        try await withTemporaryDirectory { directory in
            let writer = try #require(SQLiteRepoCache.open(directory: directory).cache)
            // A second pool on the same file: its reads go through other SQLite connections.
            let reader = try #require(SQLiteRepoCache.open(directory: directory).cache)
            let setA = SampleRepositories.entry(
                SampleRepositories.numbered(3_000, tag: "A"), fetchedAt: Date(timeIntervalSince1970: 1),
                validators: [PageValidator(url: "p1", etag: "A", repositoryCount: 2)])
            let setB = SampleRepositories.entry(
                SampleRepositories.numbered(3_000, tag: "B"), fetchedAt: Date(timeIntervalSince1970: 2),
                validators: [PageValidator(url: "p1", etag: "B", repositoryCount: 100), PageValidator(url: "p2", etag: "B2", repositoryCount: 1)])

            let writing = Task {
                for round in 0..<6 { try await writer.replace(round.isMultiple(of: 2) ? setA : setB) }
            }
            var seen: [Seen] = []
            // Keep reading for as long as the writer writes, and a few times after.
            while !seen.contains(.setB) || seen.count < 5 {
                let loaded = try await reader.load(user: SampleRepositories.octocat)
                seen.append(loaded == nil ? .nothing : loaded == setA ? .setA : loaded == setB ? .setB : .mix)
                if seen.count > 500 { break }
            }
            try await writing.value
            #expect(!seen.contains(.mix))
            #expect(seen.contains(.setB))
            #expect(try await reader.load(user: SampleRepositories.octocat) == setB)
        }
    }
}
