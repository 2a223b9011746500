import Foundation
import RepoCore
import RepoStore
import Synchronization
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

            let writerDone = Flag()
            let writing = Task {
                defer { writerDone.raise() }
                for round in 0..<6 { try await writer.replace(round.isMultiple(of: 2) ? setA : setB) }
            }
            var seen: [Seen] = []
            // Reads for as long as the writer writes, however the two are scheduled (a cap on the
            // reads once ended them before a slow writer's first commit), and once after.
            repeat {
                let loaded = try await reader.load(user: SampleRepositories.octocat)
                seen.append(loaded == nil ? .nothing : loaded == setA ? .setA : loaded == setB ? .setB : .mix)
            } while !writerDone.isRaised
            try await writing.value
            #expect(!seen.contains(.mix))
            #expect(try await reader.load(user: SampleRepositories.octocat) == setB)
        }
    }
}

/// Raised once, by the writer, when it is done (its last replace committed, or it failed).
private final class Flag: Sendable {
    private let raised = Atomic(false)
    func raise() { raised.store(true, ordering: .releasing) }
    var isRaised: Bool { raised.load(ordering: .acquiring) }
}
