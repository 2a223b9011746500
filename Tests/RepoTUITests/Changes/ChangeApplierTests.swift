import Foundation
import GitHubAPI
import GitHubStub
import RepoCore
import RepoStore
import Synchronization
import Testing
import TestSupport
@testable import RepoTUI

/// `ChangeApplier` for real: the GitHub client against github-stub, the journal a file in a
/// temporary directory, no pause between writes and a fixed clock for the entries' times.
@Suite struct ChangeApplierTests {
    typealias Dataset = ApplierDataset

    static let time = Date(timeIntervalSince1970: 1_800_000_000)
    static let ana = try! GitHubUsername(validating: "ana")

    // MARK: A batch, and taking it back

    @Test("A batch of three archives: two applied and journaled with their undo, the org repository refused with GitHub's words")
    func archiveBatchWithARefusal() async throws {
        let directory = try Dataset.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = ChangeJournal(directory: directory)
        try await withStubServer(dataset: Dataset.dataset) { server, baseURL in
            let client = Dataset.client(baseURL)
            let rows = try await client.repositories(of: Self.ana)
            var site = try #require(rows.first { $0.fullName == "acme/site" })
            #expect(site.viewerPermission == .write)
            // The list still says admin (ana was demoted since): planned, and GitHub has the last word.
            site.viewerPermission = .admin
            let targets = [try Dataset.row("ana/alpha", in: rows), site, try Dataset.row("ana/beta", in: rows)]
            let items = ChangeItem.items(of: ChangePlanner.plan(.archive, for: targets))
            #expect(items.count == 3)
            let before = try await Dataset.current(["ana/alpha", "acme/site", "ana/beta"], client)
            await server.clearRecordedRequests()

            let batch = journal.nextBatch()
            let outcomes = await ChangeApplier(client: client, journal: journal, pause: .zero, now: { Self.time })
                .apply(items, batch: batch)
            let writes = await Dataset.exchanges(server)
            let after = try await Dataset.current(["ana/alpha", "acme/site", "ana/beta"], client)

            let alpha = JournalEntry(
                batch: 1, time: Self.time, repositoryID: 71_101, fullName: "ana/alpha", change: .archive, applied: .archive,
                undo: .unarchive, before: "active", after: "archived")
            let beta = JournalEntry(
                batch: 1, time: Self.time, repositoryID: 71_102, fullName: "ana/beta", change: .archive, applied: .archive,
                undo: .unarchive, before: "active", after: "archived")
            #expect(batch == 1)
            #expect(outcomes == [
                .applied(alpha, Dataset.archived(before[0])),
                .failed("GitHub refused: Must have admin rights to Repository."),
                .applied(beta, Dataset.archived(before[2])),
            ])
            #expect(journal.entries() == [alpha, beta])
            #expect(after == [Dataset.archived(before[0]), before[1], Dataset.archived(before[2])])
            #expect(writes == [
                #"PATCH /repos/ana/alpha {"archived":true}"#,
                #"PATCH /repos/acme/site {"archived":true}"#,
                #"PATCH /repos/ana/beta {"archived":true}"#,
            ])
        }
    }

    @Test("Undoing that batch unarchives both on GitHub and journals a second batch that says which it took back")
    func undoTheBatch() async throws {
        let directory = try Dataset.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = ChangeJournal(directory: directory)
        try await withStubServer(dataset: Dataset.dataset) { server, baseURL in
            let client = Dataset.client(baseURL)
            let applier = ChangeApplier(client: client, journal: journal, pause: .zero, now: { Self.time })
            let rows = try await client.repositories(of: Self.ana)
            let original = try await Dataset.current(["ana/alpha", "ana/beta"], client)
            let targets = [try Dataset.row("ana/alpha", in: rows), try Dataset.row("ana/beta", in: rows)]
            _ = await applier.apply(ChangeItem.items(of: ChangePlanner.plan(.archive, for: targets)), batch: journal.nextBatch())
            let archived = try await Dataset.current(["ana/alpha", "ana/beta"], client)
            await server.clearRecordedRequests()

            // As `UndoRun` builds them: from the journal alone.
            let taken = journal.entries().filter { $0.batch == 1 }
            let items = try taken.map { entry in
                ChangeItem(repository: JournalEntry.repository(of: entry), change: try #require(entry.undo), before: entry.after,
                           after: entry.before, undoes: 1, redo: entry.applied, isListed: false)
            }
            let next = journal.nextBatch()
            let outcomes = await applier.apply(items, batch: next)
            let writes = await Dataset.exchanges(server)
            let after = try await Dataset.current(["ana/alpha", "ana/beta"], client)

            func undo(_ entry: JournalEntry) -> JournalEntry {
                JournalEntry(batch: 2, time: Self.time, repositoryID: entry.repositoryID, fullName: entry.fullName,
                             change: .unarchive, applied: .unarchive, undo: .archive, before: "archived", after: "active",
                             undoes: 1)
            }
            #expect(taken.count == 2)
            #expect(archived == original.map(Dataset.archived))
            #expect(next == 2)
            #expect(outcomes == [.applied(undo(taken[0]), original[0]), .applied(undo(taken[1]), original[1])])
            #expect(after == original)
            #expect(journal.entries() == taken + [undo(taken[0]), undo(taken[1])])
            #expect(writes == [#"PATCH /repos/ana/alpha {"archived":false}"#, #"PATCH /repos/ana/beta {"archived":false}"#])
        }
    }

    // MARK: One change of each kind

    @Test("Adding a topic journals the whole list applied and the old list as its undo")
    func topics() async throws {
        let directory = try Dataset.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = ChangeJournal(directory: directory)
        try await withStubServer(dataset: Dataset.dataset) { server, baseURL in
            let client = Dataset.client(baseURL)
            let row = try Dataset.row("ana/alpha", in: try await client.repositories(of: Self.ana))
            let before = try await Dataset.current(["ana/alpha"], client)
            await server.clearRecordedRequests()

            let items = ChangeItem.items(of: ChangePlanner.plan(.addTopics(["tui", "cli"]), for: [row]))
            let outcomes = await ChangeApplier(client: client, journal: journal, pause: .zero, now: { Self.time })
                .apply(items, batch: journal.nextBatch())
            let writes = await Dataset.exchanges(server)
            let after = try await Dataset.current(["ana/alpha"], client)

            let entry = JournalEntry(
                batch: 1, time: Self.time, repositoryID: 71_101, fullName: "ana/alpha", change: .addTopics(["tui", "cli"]),
                applied: .setTopics(["cli", "swift", "tui"]), undo: .setTopics(["cli", "swift"]), before: "cli, swift",
                after: "cli, swift, tui")
            var retopicked = row
            retopicked.topics = ["cli", "swift", "tui"]
            #expect(outcomes == [.applied(entry, retopicked)])
            #expect(journal.entries() == [entry])
            #expect(writes == [#"PUT /repos/ana/alpha/topics {"names":["cli","swift","tui"]}"#])
            var expected = before
            expected[0].topics = ["cli", "swift", "tui"]
            #expect(after == expected)
        }
    }

    @Test("A feature already in the asked state is skipped after one read: nothing written, nothing journaled")
    func featureAlreadyOff() async throws {
        let directory = try Dataset.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = ChangeJournal(directory: directory)
        try await withStubServer(dataset: Dataset.dataset) { server, baseURL in
            let client = Dataset.client(baseURL)
            let row = try Dataset.row("ana/no-wiki", in: try await client.repositories(of: Self.ana))
            await server.clearRecordedRequests()

            // A list row does not say whether the wiki is on: the plan cannot tell, the applier asks.
            let items = ChangeItem.items(of: ChangePlanner.plan(.feature(.wiki, enabled: false), for: [row]))
            let outcomes = await ChangeApplier(client: client, journal: journal, pause: .zero, now: { Self.time })
                .apply(items, batch: journal.nextBatch())

            #expect(items.map(\.before) == ["?"])
            #expect(outcomes == [.skipped("wiki already off")])
            #expect(await Dataset.exchanges(server) == ["GET /repos/ana/no-wiki "])
            #expect(journal.entries() == [])
            #expect(!FileManager.default.fileExists(atPath: journal.url.path))
        }
    }

    @Test("A feature switched off journals its undo, switching it back on")
    func featureSwitchedOff() async throws {
        let directory = try Dataset.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = ChangeJournal(directory: directory)
        try await withStubServer(dataset: Dataset.dataset) { server, baseURL in
            let client = Dataset.client(baseURL)
            let row = try Dataset.row("ana/beta", in: try await client.repositories(of: Self.ana))
            let before = try await Dataset.current(["ana/beta"], client)
            await server.clearRecordedRequests()

            let items = ChangeItem.items(of: ChangePlanner.plan(.feature(.wiki, enabled: false), for: [row]))
            let outcomes = await ChangeApplier(client: client, journal: journal, pause: .zero, now: { Self.time })
                .apply(items, batch: journal.nextBatch())
            let writes = await Dataset.exchanges(server)

            let entry = JournalEntry(
                batch: 1, time: Self.time, repositoryID: 71_102, fullName: "ana/beta", change: .feature(.wiki, enabled: false),
                applied: .feature(.wiki, enabled: false), undo: .feature(.wiki, enabled: true), before: "?", after: "off")
            var withoutWiki = before[0]
            withoutWiki.facts?.hasWiki = false
            #expect(outcomes == [.applied(entry, withoutWiki)])
            #expect(journal.entries() == [entry])
            #expect(writes == ["GET /repos/ana/beta ", #"PATCH /repos/ana/beta {"has_wiki":false}"#])
        }
    }

    @Test("A deletion is journaled with no undo and no repository; GitHub has it no more")
    func delete() async throws {
        let directory = try Dataset.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = ChangeJournal(directory: directory)
        try await withStubServer(dataset: Dataset.dataset) { server, baseURL in
            let client = Dataset.client(baseURL)
            let row = try Dataset.row("ana/doomed", in: try await client.repositories(of: Self.ana))
            await server.clearRecordedRequests()

            let items = ChangeItem.items(of: ChangePlanner.plan(.delete, for: [row]))
            let outcomes = await ChangeApplier(client: client, journal: journal, pause: .zero, now: { Self.time })
                .apply(items, batch: journal.nextBatch())
            let writes = await Dataset.exchanges(server)
            let gone: GitHubError? = await {
                do {
                    _ = try await client.repository(owner: "ana", name: "doomed")
                    return nil
                } catch {
                    return error as? GitHubError
                }
            }()

            let entry = JournalEntry(
                batch: 1, time: Self.time, repositoryID: 71_105, fullName: "ana/doomed", change: .delete, applied: .delete,
                undo: nil, before: "on GitHub", after: "deleted")
            #expect(outcomes == [.applied(entry, nil)])
            #expect(journal.entries() == [entry])
            #expect(writes == ["DELETE /repos/ana/doomed "])
            #expect(gone == .notFound("Not Found"))
        }
    }

    // MARK: GitHub's secondary limit

    /// The stub and the client's retry clock share a time the test moves: the first three writes
    /// fall in one second however loaded the machine, and the client's wait of GitHub's
    /// `Retry-After: 1` moves that time past the window — nothing sleeps.
    @Test("Past the stub's burst of 2 writes the third is refused, waited for once and sent again: every change is applied")
    func secondaryLimit() async throws {
        let directory = try Dataset.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = ChangeJournal(directory: directory)
        let time = ManualTime(Self.time)
        let options = GitHubStubServer.Options(rateLimit: StubRateLimitPolicy(writeBurst: 2, writeWindow: .seconds(1)),
                                               now: { time.now })
        let names = ["ana/alpha", "ana/beta", "ana/gamma", "ana/delta"]
        try await withStubServer(dataset: Dataset.dataset, options: options) { server, baseURL in
            let notices = NoticeLog()
            let client = Dataset.client(baseURL, retryObserver: notices.record, retryClock: time.clock)
            let rows = try await client.repositories(of: Self.ana)
            let before = try await Dataset.current(names, client)
            await server.clearRecordedRequests()

            let items = ChangeItem.items(of: ChangePlanner.plan(.archive, for: try names.map { try Dataset.row($0, in: rows) }))
            let outcomes = await ChangeApplier(client: client, journal: journal, pause: .zero, now: { Self.time })
                .apply(items, batch: journal.nextBatch())
            let writes = await Dataset.exchanges(server)
            let after = try await Dataset.current(names, client)

            let entries = zip(before, [71_101, 71_102, 71_103, 71_104] as [Int64]).map { repository, id in
                JournalEntry(batch: 1, time: Self.time, repositoryID: id, fullName: repository.fullName, change: .archive,
                             applied: .archive, undo: .unarchive, before: "active", after: "archived")
            }
            #expect(outcomes == zip(entries, before).map { ChangeOutcome.applied($0, Dataset.archived($1)) })
            #expect(journal.entries() == entries)
            #expect(after == before.map(Dataset.archived))
            // The third write was refused (not performed) and sent again after the wait.
            #expect(writes == [
                #"PATCH /repos/ana/alpha {"archived":true}"#,
                #"PATCH /repos/ana/beta {"archived":true}"#,
                #"PATCH /repos/ana/gamma {"archived":true}"#,
                #"PATCH /repos/ana/gamma {"archived":true}"#,
                #"PATCH /repos/ana/delta {"archived":true}"#,
            ])
            #expect(notices.all == [
                RetryNotice(reason: .secondaryRateLimit, delay: .seconds(1), attempt: 1,
                            url: baseURL.appendingPathComponent("repos/ana/gamma")),
            ])
            #expect(time.asked == [.seconds(1)])
        }
    }

    // MARK: The cached list afterwards

    @Test("RepoSync.record puts GitHub's answers in the cached list: the archived row archived, the deleted one gone, the rest as they were, no page validators")
    func recordInTheCache() async throws {
        let directory = try Dataset.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = ChangeJournal(directory: directory.appendingPathComponent("journal"))
        let cache = try #require(SQLiteRepoCache.open(directory: directory.appendingPathComponent("cache")).cache)
        let listing = Listing(Self.ana)
        try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let client = Dataset.client(baseURL)
            let sync = RepoSync(source: client, cache: cache, now: { Self.time })
            guard case .success = await sync.revalidateList(listing, known: nil) else {
                Issue.record("the listing was not fetched")
                return
            }
            let stored = try #require(try await cache.load(listing))
            let rows = stored.repositories
            let items = ChangeItem.items(of: ChangePlanner.plan(.archive, for: [try Dataset.row("ana/beta", in: rows)]))
                + ChangeItem.items(of: ChangePlanner.plan(.delete, for: [try Dataset.row("ana/doomed", in: rows)]))
            let outcomes = await ChangeApplier(client: client, journal: journal, pause: .zero, now: { Self.time })
                .apply(items, batch: journal.nextBatch())

            await sync.record(outcomes, of: items, in: listing)
            let recorded = try await cache.load(listing)
            let fresh = try await client.repositories(of: Self.ana)

            // The page validators go (they name pages as GitHub served them before the writes).
            var expected = stored
            expected.pageValidators = []
            expected.repositories = rows.compactMap { row in
                switch row.fullName {
                case "ana/beta": Dataset.archived(row)
                case "ana/doomed": nil
                default: row
                }
            }
            #expect(rows.map(\.fullName).contains("ana/doomed"))
            #expect(stored.pageValidators.count == 1)
            #expect(recorded == expected)
            // What GitHub lists now, without asking it again.
            #expect(recorded?.repositories == fresh)
        }
    }
}

/// Every retry the client announces.
final class NoticeLog: Sendable {
    private let notices = Mutex<[RetryNotice]>([])
    var record: RetryObserver { { notice in self.notices.withLock { $0.append(notice) } } }
    var all: [RetryNotice] { notices.withLock { $0 } }
}

/// Time the test moves, never waits for: the stub's clock (its write window) and the client's
/// retry clock, which moves it on by what the client asked to wait. What was asked is recorded.
final class ManualTime: Sendable {
    private let state: Mutex<(now: Date, asked: [Duration])>

    init(_ start: Date) {
        state = Mutex((now: start, asked: []))
    }

    var now: Date { state.withLock { $0.now } }
    var asked: [Duration] { state.withLock { $0.asked } }

    var clock: RetryClock {
        RetryClock { duration in
            self.state.withLock { state in
                state.asked.append(duration)
                let (seconds, attoseconds) = duration.components
                state.now = state.now.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
            }
        }
    }
}

/// `ana` (with a token) owns plain repositories to change, one without a wiki and one to
/// delete, and is a member — not an admin — of `acme`.
enum ApplierDataset {
    static let anaToken = "ghp_applier_ana_4f0c9e2b7d"

    static let dataset = StubDataset(users: [
        StubUser(
            login: "ana", id: 71_001,
            repos: [
                StubRepository(id: 71_101, name: "alpha", description: "First", language: "Swift", stargazersCount: 12,
                               topics: ["cli", "swift"], createdAt: Date(timeIntervalSince1970: 1_600_000_000)),
                StubRepository(id: 71_102, name: "beta", description: "Second", homepage: "https://beta.example"),
                StubRepository(id: 71_103, name: "gamma"),
                StubRepository(id: 71_104, name: "delta", isPrivate: true),
                StubRepository(id: 71_105, name: "doomed"),
                StubRepository(id: 71_106, name: "no-wiki", hasWiki: false),
            ],
            token: anaToken),
        StubUser(login: "acme", id: 71_004, type: .organization, repos: [StubRepository(id: 71_401, name: "site")],
                 members: ["ana"]),
    ])

    /// A client as the app makes one, on the stub; real retry waits.
    static func client(_ baseURL: URL, token: String = anaToken, retryObserver: RetryObserver? = nil,
                       retryClock: RetryClock = .continuous) -> GitHubClient {
        GitHubClient(configuration: GitHubClient.Configuration(
            baseURL: baseURL, token: token, userAgent: "repotui-tests/1.0", timeout: 10, retryClock: retryClock,
            retryObserver: retryObserver))
    }

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("repotui-changes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static func row(_ fullName: String, in rows: [Repository]) throws -> Repository {
        try #require(rows.first { $0.fullName == fullName }, "no \(fullName) in the list")
    }

    /// Each repository as `GET /repos/{o}/{r}` answers now.
    static func current(_ fullNames: [String], _ client: GitHubClient) async throws -> [Repository] {
        var repositories: [Repository] = []
        for fullName in fullNames {
            let parts = fullName.split(separator: "/").map(String.init)
            repositories.append(try await client.repository(owner: parts[0], name: parts[1]))
        }
        return repositories
    }

    static func archived(_ repository: Repository) -> Repository {
        var archived = repository
        archived.isArchived = true
        return archived
    }

    /// `method path body` of every request the stub received since it was last cleared.
    static func exchanges(_ server: GitHubStubServer) async -> [String] {
        await server.recordedRequests.map { "\($0.method) \($0.path) \(String(decoding: $0.body, as: UTF8.self))" }
    }
}
