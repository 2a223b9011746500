import Foundation
import GitHubAPI
import RepoCore
import Testing
import TestSupport
@testable import RepoTUI

/// The journal of changes as a real file: `changes.jsonl` in a temporary directory, read back
/// by a fresh `ChangeJournal` each time, its mode read with `stat(2)`.
@Suite struct ChangeJournalTests {
    static let time = Date(timeIntervalSince1970: 1_800_000_000)

    /// Entries of every shape the journal keeps: a plain change, a topic change stated whole, an
    /// irreversible one, a rename, text with quotes, slashes and a newline, and an undo of a batch.
    static let entries = [
        JournalEntry(batch: 1, time: time, repositoryID: 7, fullName: "ana/alpha", change: .archive, applied: .archive,
                     undo: .unarchive, before: "active", after: "archived"),
        JournalEntry(batch: 1, time: time.addingTimeInterval(1), repositoryID: 8, fullName: "ana/beta",
                     change: .addTopics(["tui"]), applied: .setTopics(["cli", "tui"]), undo: .setTopics(["cli"]),
                     before: "cli", after: "cli, tui"),
        JournalEntry(batch: 2, time: time.addingTimeInterval(60), repositoryID: 9, fullName: "ana/doomed", change: .delete,
                     applied: .delete, undo: nil, before: "on GitHub", after: "deleted"),
        JournalEntry(batch: 3, time: time.addingTimeInterval(120), repositoryID: 7, fullName: "ana/alpha-2",
                     change: .rename("alpha-2"), applied: .rename("alpha-2"), undo: .rename("alpha"), before: "alpha",
                     after: "alpha-2"),
        JournalEntry(batch: 4, time: time.addingTimeInterval(180), repositoryID: 8, fullName: "ana/beta",
                     change: .description("Says \"hi\"\nvia https://x.example/a/b"), applied: .description("Says \"hi\"\nvia https://x.example/a/b"),
                     undo: .description(nil), before: "none", after: "Says \"hi\" via https://x.example/a/b"),
        JournalEntry(batch: 5, time: time.addingTimeInterval(240), repositoryID: 7, fullName: "ana/alpha-2",
                     change: .unarchive, applied: .unarchive, undo: .archive, before: "archived", after: "active", undoes: 1),
        JournalEntry(batch: 6, time: time.addingTimeInterval(300), repositoryID: 8, fullName: "ana/beta",
                     change: .feature(.wiki, enabled: false), applied: .feature(.wiki, enabled: false),
                     undo: .feature(.wiki, enabled: true), before: "on", after: "off"),
    ]

    static func mode(_ url: URL) throws -> mode_t {
        var status = stat()
        guard stat(url.path, &status) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return status.st_mode & 0o7777
    }

    static func contents(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    static func appendRaw(_ text: String, to url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    @Test("The first append creates the folder and a file readable by its owner only, umask 022 notwithstanding")
    func createdPrivate() throws {
        let directory = try ApplierDataset.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A folder that does not exist yet, as on a first run.
        let journal = ChangeJournal(directory: directory.appendingPathComponent("repotui"))
        let previous = umask(0o022)
        defer { umask(previous) }

        try journal.append(Self.entries[0])

        #expect(try Self.mode(journal.url) == 0o600)
        let attributes = try FileManager.default.attributesOfItem(atPath: journal.url.path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("repotui").path)
                == ["changes.jsonl"])
    }

    @Test("An existing 0644 journal is narrowed to 0600 by the next append")
    func narrowed() throws {
        let directory = try ApplierDataset.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = ChangeJournal(directory: directory)
        try ChangeJournal(directory: directory).append(Self.entries[0])
        #expect(chmod(journal.url.path, 0o644) == 0)
        #expect(try Self.mode(journal.url) == 0o644)

        try journal.append(Self.entries[1])

        #expect(try Self.mode(journal.url) == 0o600)
        #expect(journal.entries() == Array(Self.entries[0...1]))
    }

    @Test("Entries come back whole and in order, one JSON object a line")
    func roundTrip() throws {
        let directory = try ApplierDataset.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for entry in Self.entries {
            try ChangeJournal(directory: directory).append(entry)
        }
        let journal = ChangeJournal(directory: directory)
        let lines = try Self.contents(journal.url).split(separator: "\n", omittingEmptySubsequences: false)

        #expect(journal.entries() == Self.entries)
        // One line each (the description's newline escaped), and the file ends with a newline.
        #expect(lines.count == Self.entries.count + 1)
        #expect(lines.last == "")
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") })
    }

    @Test("nextBatch is one more than the highest batch, and 1 for a journal absent or empty")
    func nextBatch() throws {
        let directory = try ApplierDataset.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = ChangeJournal(directory: directory)
        let absent = journal.nextBatch()
        #expect(FileManager.default.createFile(atPath: journal.url.path, contents: Data()))
        let empty = journal.nextBatch()
        // Batches 1 and 6 only: max + 1, not count + 1.
        try journal.append(Self.entries[0])
        try journal.append(Self.entries[6])

        let batches: [Int] = [absent, empty, journal.nextBatch()]
        #expect(batches == [1, 1, 7])
        #expect(journal.entries() == [Self.entries[0], Self.entries[6]])
    }

    @Test("A torn last line is skipped, and the next append is still read")
    func tornLastLine() throws {
        let directory = try ApplierDataset.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = ChangeJournal(directory: directory)
        try journal.append(Self.entries[0])
        // A crash in the middle of a write: half a line, no newline — and a batch number that must not count.
        try Self.appendRaw(#"{"batch":99,"before":"act"#, to: journal.url)
        let torn = journal.entries()
        let batchAfterTear = journal.nextBatch()

        try journal.append(Self.entries[2])

        #expect(torn == [Self.entries[0]])
        #expect(batchAfterTear == 2)
        #expect(journal.entries() == [Self.entries[0], Self.entries[2]])
        #expect(journal.nextBatch() == 3)
    }

    @Test("A line that is not an entry, anywhere, is skipped without losing the others")
    func strayLines() throws {
        let directory = try ApplierDataset.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = ChangeJournal(directory: directory)
        try journal.append(Self.entries[0])
        try Self.appendRaw("not json\n\n{\"batch\":3}\n", to: journal.url)
        try journal.append(Self.entries[1])

        #expect(journal.entries() == [Self.entries[0], Self.entries[1]])
    }

    @Test("After an applier run the journal holds names and values, never the client's token")
    func noToken() async throws {
        let directory = try ApplierDataset.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = ChangeJournal(directory: directory)
        let token = ApplierDataset.anaToken
        let outcomes = try await withStubServer(dataset: ApplierDataset.dataset) { _, baseURL in
            let client = ApplierDataset.client(baseURL, token: token)
            let rows = try await client.repositories(of: GitHubUsername(validating: "ana"))
            let archive = [try ApplierDataset.row("ana/alpha", in: rows), try ApplierDataset.row("ana/beta", in: rows)]
            let retopic = [try ApplierDataset.row("ana/gamma", in: rows)]
            let applier = ChangeApplier(client: client, journal: journal, pause: .zero, now: { Self.time })
            return await applier.apply(ChangeItem.items(of: ChangePlanner.plan(.archive, for: archive)), batch: 1)
                + applier.apply(ChangeItem.items(of: ChangePlanner.plan(.addTopics(["tui"]), for: retopic)), batch: 2)
        }
        let text = try Self.contents(journal.url)
        let applied = outcomes.compactMap { outcome -> JournalEntry? in
            guard case .applied(let entry, _) = outcome else { return nil }
            return entry
        }

        #expect(applied.map(\.fullName) == ["ana/alpha", "ana/beta", "ana/gamma"])
        #expect(journal.entries() == applied)
        #expect(!text.contains(token))
        #expect(!text.lowercased().contains("bearer"))
        #expect(!text.contains("ghp_"))
    }
}
