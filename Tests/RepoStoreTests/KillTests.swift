import Foundation
import RepoCore
import RepoStore
import TestSupport
import Testing

/// A real child process, killed with SIGKILL while it replaces 3,000 repositories: the next
/// open finds exactly one complete generation, never a mix, never nothing.
@Suite(.enabled(if: BuiltProducts.url("repostore-writer") != nil, "repostore-writer was not built next to the tests"))
struct KillTests {
    static let count = 3_000

    @Test(arguments: [1, 2, 3])
    func aWriterKilledMidReplaceLeavesOneCompleteGeneration(commitsBeforeKill: Int) async throws {
        let writer = try #require(BuiltProducts.url("repostore-writer"))
        try await withTemporaryDirectory { directory in
            let cacheDirectory = directory.appendingPathComponent("cache")
            let output = directory.appendingPathComponent("writer.out")
            #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
            let process = Process()
            process.executableURL = writer
            process.arguments = [cacheDirectory.path, "octocat", String(Self.count)]
            process.standardOutput = try FileHandle(forWritingTo: output)
            try process.run()
            defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

            try await waitUntil(timeout: .seconds(15), interval: .milliseconds(1)) {
                Self.commits(in: output) >= commitsBeforeKill || !process.isRunning
            }
            #expect(process.isRunning)
            // The writer starts the next replace the moment it prints. Kill once that replace
            // has visibly reached the disk (the WAL changed since the commit we saw): inside
            // the write, by evidence rather than by a guessed delay.
            let wal = cacheDirectory.appendingPathComponent("repos.sqlite-wal")
            let committedState = Self.fileStamp(wal)
            try await waitUntil(timeout: .seconds(15), interval: .microseconds(100)) {
                Self.fileStamp(wal) != committedState || !process.isRunning
            }
            kill(process.processIdentifier, SIGKILL)
            await process.ended()
            #expect(process.terminationReason == .uncaughtSignal)
            #expect(process.terminationStatus == SIGKILL)
            let lastPrinted = Self.commits(in: output)

            let opened = SQLiteRepoCache.open(directory: cacheDirectory)
            #expect(opened.notice == nil)
            let cache = try #require(opened.cache)
            let loaded = try #require(try await cache.load(user: SampleRepositories.octocat))
            let generation = loaded.repositories.first?.stargazersCount ?? -1
            // Committed but killed before printing is possible; anything older or newer is not.
            #expect(generation == lastPrinted || generation == lastPrinted + 1)
            #expect(loaded.repositories.map(\.id) == (0..<Self.count).map { RepoID(Int64($0)) })
            #expect(loaded.repositories.filter { Self.generation(of: $0) != generation }.isEmpty)
            #expect(loaded.fetchedAt == Date(timeIntervalSince1970: TimeInterval(generation)))
            #expect(loaded.pageValidators == [PageValidator(url: "page1", etag: "W/\"gen\(generation)\"", repositoryCount: 3_000)])
        }
    }

    /// Size and modification time of `file`, to notice that a write touched it.
    static func fileStamp(_ file: URL) -> FileStamp {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: file.path)) ?? [:]
        return FileStamp(size: (attributes[.size] as? NSNumber)?.int64Value,
                         modified: attributes[.modificationDate] as? Date)
    }

    struct FileStamp: Equatable {
        var size: Int64?
        var modified: Date?
    }

    /// How many "committed N" lines the writer has printed so far.
    static func commits(in output: URL) -> Int {
        let text = String(decoding: FileManager.default.contents(atPath: output.path) ?? Data(), as: UTF8.self)
        return text.split(separator: "\n").filter { $0.hasPrefix("committed ") }.count
    }

    /// The generation every field of a writer's repository agrees on, or nil when they differ.
    static func generation(of repository: Repository) -> Int? {
        let tag = repository.stargazersCount
        let agrees = repository.name == "gen\(tag)-repo\(repository.id)"
            && repository.fullName == "octocat/gen\(tag)-repo\(repository.id)"
            && repository.description == "generation \(tag)"
            && repository.topics == ["gen\(tag)"]
        return agrees ? tag : nil
    }
}
