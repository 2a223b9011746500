import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import Testing

/// Issue 28 from the command line, run as a script runs it: the built `repotui` against
/// `github-stub` in a process of its own, standard input from /dev/null, a token of the
/// dataset's, a cache and a config directory of the test's own. A plan printed line by line,
/// confirmed by `--yes` only, applied a second apart, journaled 0600 and taken back with
/// `--undo`; the stub's own data, read back with `--json`, says what really changed.
struct BulkChangeCommandLineTests {
    /// The plan of archiving what mona last pushed before 2020: two to archive, one already
    /// archived, one of an organisation where mona may only push.
    static func archivePlan(remaining: Int) -> [String] {
        [
            "archive — 2 of 4 repositories in mona's list matching pushed:<2020",
            "  mona/old-notes    active → archived",
            "  mona/old-tool     active → archived",
            "skipped (2):",
            "  mona/attic        already archived",
            "  acme/acme-legacy  needs admin rights; you have push",
            "2 requests; \(remaining) left this hour",
        ]
    }

    static let archiveOld = ["mona", "--filter", "pushed:<2020", "--archive"]

    @Test("--dry-run prints the plan, line for line, and GitHub's data stays as it was")
    func dryRunPrintsThePlanAndChangesNothing() async throws {
        let stub = try await StubProcess.bulkChange()
        let run = try await BulkChangeCLI.run(Self.archiveOld + ["--dry-run"], stub: stub)

        #expect(run.status == 0)
        #expect(run.output == Self.archivePlan(remaining: try await stub.remainingBudget()))
        #expect(run.errors == [])
        #expect(stub.writes() == [])
        #expect(try await BulkChangeCLI.archived(stub) == BulkChangeDataset.archivedAtStart)
        #expect(!FileManager.default.fileExists(atPath: stub.journal.path))
    }

    @Test("--dry-run --json prints the plan as one JSON object with the fields the README names")
    func dryRunJSONIsThePlanAsAnObject() async throws {
        let stub = try await StubProcess.bulkChange()
        let run = try await BulkChangeCLI.run(Self.archiveOld + ["--dry-run", "--json"], stub: stub)

        #expect(run.status == 0)
        #expect(run.errors == [])
        let data = Data(run.output.joined(separator: "\n").utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["change", "changes", "skipped", "requests", "remaining", "undoable"])
        let plan = try JSONDecoder().decode(PlanJSON.self, from: data)
        #expect(plan == PlanJSON(
            change: "archive",
            changes: [.init(fullName: "mona/old-notes", before: "active", after: "archived"),
                      .init(fullName: "mona/old-tool", before: "active", after: "archived")],
            skipped: [.init(fullName: "mona/attic", reason: "already archived"),
                      .init(fullName: "acme/acme-legacy", reason: "needs admin rights; you have push")],
            requests: 2, remaining: try await stub.remainingBudget(), undoable: true))
        #expect(stub.writes() == [])
    }

    @Test("without --yes, and no terminal to ask on, nothing is applied: exit 3 and the way to apply")
    func withoutYesAndNoTerminalNothingIsApplied() async throws {
        let stub = try await StubProcess.bulkChange()
        let run = try await BulkChangeCLI.run(Self.archiveOld, stub: stub)

        #expect(run.status == 3)
        #expect(run.output == Self.archivePlan(remaining: try await stub.remainingBudget()))
        #expect(run.errors == ["repotui: not applied: standard input is not a terminal to ask on — add --yes to apply"])
        #expect(stub.writes() == [])
        #expect(!FileManager.default.fileExists(atPath: stub.journal.path))
        #expect(try await BulkChangeCLI.archived(stub) == BulkChangeDataset.archivedAtStart)
    }

    @Test("--yes applies each row, one PATCH each, ticks them, journals them 0600 and says how to take them back")
    func yesAppliesEachRowAndJournalsIt() async throws {
        let stub = try await StubProcess.bulkChange()
        let run = try await BulkChangeCLI.run(Self.archiveOld + ["--yes"], stub: stub)

        #expect(run.status == 0)
        #expect(run.output == Self.archivePlan(remaining: try await stub.remainingBudget() + 2) + [
            "✓ mona/old-notes    active → archived",
            "✓ mona/old-tool     active → archived",
        ])
        #expect(run.errors == ["2 of 2 applied — batch 1; take it back with: repotui --api-url \(stub.apiURL) --undo --batch 1"])
        #expect(stub.writes() == ["PATCH /repos/mona/old-notes", "PATCH /repos/mona/old-tool"])

        let attributes = try FileManager.default.attributesOfItem(atPath: stub.journal.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let journal = try String(contentsOf: stub.journal, encoding: .utf8)
        #expect(try BulkChangeCLI.journalEntries(stub).map { "\($0.batch) \($0.fullName) \($0.before) → \($0.after)" }
                == ["1 mona/old-notes active → archived", "1 mona/old-tool active → archived"])
        #expect(!journal.contains(BulkChangeDataset.token))

        var archived = BulkChangeDataset.archivedAtStart
        archived["mona/old-notes"] = true
        archived["mona/old-tool"] = true
        #expect(try await BulkChangeCLI.archived(stub) == archived)
    }

    @Test("one row GitHub refuses: the rest still applied, its ✗ line says GitHub's words, exit 2")
    func oneRowRefusedIsExitTwo() async throws {
        let stub = try await StubProcess.bulkChange()
        // GitHub's answer when the token's admin rights went between the listing and the write.
        try await stub.refuseWrites(to: "/repos/mona/old-notes", "status:403:Must have admin rights to Repository.")
        let run = try await BulkChangeCLI.run(Self.archiveOld + ["--yes"], stub: stub)

        #expect(run.status == 2)
        #expect(Array(run.output.suffix(2)) == [
            "✗ mona/old-notes    GitHub refused: Must have admin rights to Repository.",
            "✓ mona/old-tool     active → archived",
        ])
        #expect(run.errors == ["1 of 2 applied, 1 failed — batch 1; take it back with: repotui --api-url \(stub.apiURL) --undo --batch 1"])
        #expect(try BulkChangeCLI.journalEntries(stub).map(\.fullName) == ["mona/old-tool"])
        var archived = BulkChangeDataset.archivedAtStart
        archived["mona/old-tool"] = true
        #expect(try await BulkChangeCLI.archived(stub) == archived)
    }

    @Test("every row refused: exit 3, no batch, nothing in the journal")
    func everyRowRefusedIsExitThree() async throws {
        let stub = try await StubProcess.bulkChange()
        try await stub.refuseWrites(to: "/repos/mona/old-", "status:403:Must have admin rights to Repository.", count: 2)
        let run = try await BulkChangeCLI.run(Self.archiveOld + ["--yes"], stub: stub)

        #expect(run.status == 3)
        #expect(Array(run.output.suffix(2)) == [
            "✗ mona/old-notes    GitHub refused: Must have admin rights to Repository.",
            "✗ mona/old-tool     GitHub refused: Must have admin rights to Repository.",
        ])
        #expect(run.errors == ["0 of 2 applied, 2 failed"])
        #expect(try BulkChangeCLI.journalEntries(stub) == [])
        #expect(try await BulkChangeCLI.archived(stub) == BulkChangeDataset.archivedAtStart)
    }

    @Test("GitHub's secondary limit on one write is waited out and that write tried again: all applied, exit 0")
    func aSecondaryLimitIsWaitedOutAndTheWriteTriedAgain() async throws {
        let stub = try await StubProcess.bulkChange()
        try await stub.refuseWrites(to: "/repos/mona/old-tool", "secondary-rate-limit:1")
        let run = try await BulkChangeCLI.run(Self.archiveOld + ["--yes"], stub: stub)

        #expect(run.status == 0)
        #expect(Array(run.output.suffix(2)) == ["✓ mona/old-notes    active → archived", "✓ mona/old-tool     active → archived"])
        #expect(run.errors == ["2 of 2 applied — batch 1; take it back with: repotui --api-url \(stub.apiURL) --undo --batch 1"])
        #expect(stub.writes() == ["PATCH /repos/mona/old-notes", "PATCH /repos/mona/old-tool", "PATCH /repos/mona/old-tool"])
    }

    @Test("--undo lists the batches; --undo --batch 1 --yes takes it back; a second time it is refused")
    func undoListsTakesBackAndRefusesTwice() async throws {
        let stub = try await StubProcess.bulkChange()
        let started = Date()
        #expect(try await BulkChangeCLI.run(Self.archiveOld + ["--yes"], stub: stub).status == 0)

        let listed = try await BulkChangeCLI.run(["--undo"], stub: stub)
        #expect(listed.status == 0)
        #expect(try BulkChangeCLI.timesMasked(listed.output, since: started) == ["1  TIME  archive  2 repositories"])
        #expect(listed.errors == [])

        let undone = try await BulkChangeCLI.run(["--undo", "--batch", "1", "--yes"], stub: stub)
        #expect(undone.status == 0)
        #expect(undone.output == [
            "  mona/old-notes  archived → active",
            "  mona/old-tool   archived → active",
            "✓ mona/old-notes  archived → active",
            "✓ mona/old-tool   archived → active",
        ])
        #expect(undone.errors == ["2 of 2 applied — batch 2; take it back with: repotui --api-url \(stub.apiURL) --undo --batch 2"])
        // The cache took batch 1's answers; GitHub's list, back as it was, must not be answered
        // from them (a 304 for the validators of the list before batch 1).
        #expect(try await BulkChangeCLI.archived(stub) == BulkChangeDataset.archivedAtStart)

        let writes = stub.writes()
        let again = try await BulkChangeCLI.run(["--undo", "--batch", "1", "--yes"], stub: stub)
        #expect(again.status == 3)
        #expect(again.output == [])
        #expect(again.errors == ["repotui: batch 1 was taken back already, by batch 2"])
        #expect(stub.writes() == writes)

        let relisted = try await BulkChangeCLI.run(["--undo"], stub: stub)
        #expect(try BulkChangeCLI.timesMasked(relisted.output, since: started) == [
            "1  TIME  archive  2 repositories  — taken back by batch 2",
            "2  TIME  unarchive  2 repositories  (takes back batch 1)",
        ])
    }

    @Test("usage errors exit 64 before GitHub is asked anything", arguments: [
        (["--archive", "--make-private", "--dry-run"], "one change at a time: archive, make private were asked for"),
        (["--add-topic", "Bad", "--dry-run"],
         "'Bad' is not a topic GitHub takes: lowercase letters, digits and hyphens, starting with a letter or digit, at most 50 characters"),
        (["--json", "--archive"], "--json prints a change's plan: add --dry-run"),
        (["--archive", "--offline"], "a change needs GitHub: it does not go with --offline"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) async throws {
        let stub = try await StubProcess.bulkChange()
        let run = try await BulkChangeCLI.run(["mona"] + arguments, stub: stub)

        #expect(run.status == 64)
        #expect(run.output == [])
        #expect(run.errors == [
            "Error: " + message,
            "Usage: repotui [<options>] [<user>]",
            "  See 'repotui --help' for more information.",
        ])
        #expect(stub.requests() == [])
    }

    @Test("--rename over a filter that shows two repositories is refused with exit 3, not a usage error")
    func renameOverTwoIsRefused() async throws {
        let stub = try await StubProcess.bulkChange()
        let run = try await BulkChangeCLI.run(["mona", "--filter", "old", "--rename", "x", "--yes"], stub: stub)

        #expect(run.status == 3)
        #expect(run.output == [])
        #expect(run.errors == ["repotui: rename acts on one repository; the query shows 2"])
        #expect(stub.writes() == [])
    }

    @Test("--delete --yes on one repository: gone from --json, and --undo says it cannot be undone")
    func deleteCannotBeUndone() async throws {
        let stub = try await StubProcess.bulkChange()
        let started = Date()
        let run = try await BulkChangeCLI.run(["mona", "--filter", "fresh", "--delete", "--yes"], stub: stub)

        #expect(run.status == 0)
        #expect(run.output == [
            "delete — 1 of 1 repository in mona's list matching fresh",
            "  mona/fresh  on GitHub → deleted",
            "1 request; \(try await stub.remainingBudget() + 1) left this hour",
            "Deleting cannot be undone.",
            "✓ mona/fresh  on GitHub → deleted",
        ])
        #expect(run.errors == ["1 of 1 applied — batch 1; it cannot be undone"])
        #expect(stub.writes() == ["DELETE /repos/mona/fresh"])
        var archived = BulkChangeDataset.archivedAtStart
        archived["mona/fresh"] = nil
        #expect(try await BulkChangeCLI.archived(stub) == archived)

        let listed = try await BulkChangeCLI.run(["--undo"], stub: stub)
        #expect(try BulkChangeCLI.timesMasked(listed.output, since: started) == ["1  TIME  delete  mona/fresh  — cannot be undone"])

        let undo = try await BulkChangeCLI.run(["--undo", "--batch", "1", "--yes"], stub: stub)
        #expect(undo.status == 3)
        #expect(undo.output == ["– mona/fresh  delete cannot be undone"])
        #expect(stub.writes() == ["DELETE /repos/mona/fresh"])
    }
}

/// The plan as `--dry-run --json` prints it.
struct PlanJSON: Decodable, Equatable {
    struct Change: Decodable, Equatable {
        var fullName: String
        var before: String
        var after: String

        enum CodingKeys: String, CodingKey {
            case fullName = "full_name", before, after
        }
    }

    struct Skip: Decodable, Equatable {
        var fullName: String
        var reason: String

        enum CodingKeys: String, CodingKey {
            case fullName = "full_name", reason
        }
    }

    var change: String
    var changes: [Change]
    var skipped: [Skip]
    var requests: Int
    var remaining: Int?
    var undoable: Bool
}

/// mona (a token) and the organisation acme, where mona is a member who may push but not
/// change settings. Sorted by push, newest first, the list reads: fresh, old-notes, old-tool,
/// attic (archived), acme/acme-legacy.
enum BulkChangeDataset {
    static let token = "ghp_mona_bulk_change_e2e"

    static let json = """
        {"users": [
          {"login": "mona", "id": 7001, "name": "Mona", "token": "\(token)", "repos": [
            {"id": 7101, "name": "fresh", "description": "still going", "topics": ["cli"],
             "pushedAt": "2025-06-01T00:00:00Z"},
            {"id": 7102, "name": "old-notes", "description": "notes", "topics": ["notes"],
             "pushedAt": "2019-03-01T00:00:00Z"},
            {"id": 7103, "name": "old-tool", "description": "a tool", "topics": ["cli", "swift"],
             "pushedAt": "2018-03-01T00:00:00Z"},
            {"id": 7104, "name": "attic", "description": "put away", "isArchived": true,
             "pushedAt": "2017-03-01T00:00:00Z"}
          ]},
          {"login": "acme", "id": 7002, "type": "Organization", "members": ["mona"], "repos": [
            {"id": 7201, "name": "acme-legacy", "description": "the first site", "pushedAt": "2016-03-01T00:00:00Z"}
          ]}
        ]}
        """

    /// `full_name` → `archived`, as the stub serves them before any change.
    static let archivedAtStart = [
        "mona/fresh": false, "mona/old-notes": false, "mona/old-tool": false, "mona/attic": true, "acme/acme-legacy": false,
    ]
}

extension StubProcess {
    /// A stub serving `BulkChangeDataset`.
    static func bulkChange() async throws -> StubProcess {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bulk-change-dataset-\(UUID().uuidString).json")
        try Data(BulkChangeDataset.json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await StubProcess(arguments: ["--data", file.path])
    }

    /// `changes.jsonl` in the cache directory `cacheEnvironment` names.
    var journal: URL { scratchFile("cache").appendingPathComponent("changes.jsonl") }

    /// The writes GitHub was sent, in order: "PATCH /repos/mona/x".
    func writes() -> [String] {
        requests().filter { !$0.hasPrefix("GET ") }.map { line in
            let words = line.split(separator: " ")
            return "\(words[0]) \(words[1].prefix { $0 != "?" })"
        }
    }

    /// Answers the next `count` requests under `pathPrefix` with `fault` (through the control
    /// endpoint). A write is the only request repotui sends under `/repos/mona/…` here.
    func refuseWrites(to pathPrefix: String, _ fault: String, count: Int = 1) async throws {
        var request = URLRequest(url: try #require(URL(string: apiURL + "/_stub/faults")))
        request.httpMethod = "POST"
        let rule: [String: Any] = ["fault": fault, "pathPrefix": pathPrefix, "count": count]
        request.httpBody = try JSONSerialization.data(withJSONObject: rule)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (_, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 201)
    }

    /// What is left of the token's core budget, as `GET /rate_limit` (which GitHub does not
    /// count) tells it.
    func remainingBudget(token: String = BulkChangeDataset.token) async throws -> Int {
        var request = URLRequest(url: try #require(URL(string: apiURL + "/rate_limit")))
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue("repotui-tests", forHTTPHeaderField: "User-Agent")
        let (body, _) = try await URLSession.shared.data(for: request)
        let overview = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let core = try #require((overview["resources"] as? [String: Any])?["core"] as? [String: Any])
        return try #require(core["remaining"] as? Int)
    }
}

/// `repotui` as a script runs it.
enum BulkChangeCLI {
    struct Run {
        var status: Int32
        /// Standard output and standard error, each as lines.
        var output: [String]
        var errors: [String]
    }

    /// `repotui --api-url STUB arguments…` with stdin from /dev/null, the dataset's token (or
    /// none), the stub's scratch cache and config directories; ended after a minute at most.
    static func run(_ arguments: [String], stub: StubProcess, token: String = BulkChangeDataset.token) async throws -> Run {
        let errors = stub.scratchFile("stderr-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: errors) }
        var environment = stub.cacheEnvironment
        environment["GH_TOKEN"] = token
        environment["GITHUB_TOKEN"] = ""
        environment["LANG"] = "C.UTF-8"
        environment["BULK_CHANGE_STDERR"] = errors.path
        let command = ["sh", "-c", #"exec timeout 60 "$@" 2>"$BULK_CHANGE_STDERR""#, "sh",
                       try Binaries.path(of: "repotui"), "--api-url", stub.apiURL] + arguments
        let result = try await Spawn.run(command, environment: environment)
        let standardError = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        return Run(status: result.status, output: lines(result.output), errors: lines(standardError))
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// `full_name` → `archived` of mona's list as `--json` prints it now.
    static func archived(_ stub: StubProcess) async throws -> [String: Bool] {
        let run = try await run(["--json", "mona"], stub: stub)
        #expect(run.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(run.output.joined(separator: "\n").utf8)) as? [[String: Any]])
        var archived: [String: Bool] = [:]
        for repository in array {
            archived[try #require(repository["full_name"] as? String)] = try #require(repository["archived"] as? Bool)
        }
        return archived
    }

    struct JournalLine: Decodable, Equatable {
        var batch: Int
        var fullName: String
        var before: String
        var after: String
    }

    static func journalEntries(_ stub: StubProcess) throws -> [JournalLine] {
        guard FileManager.default.fileExists(atPath: stub.journal.path) else { return [] }
        return try lines(String(contentsOf: stub.journal, encoding: .utf8)).map {
            try JSONDecoder().decode(JournalLine.self, from: Data($0.utf8))
        }
    }

    /// `--undo`'s lines with their time ("2026-11-27 03:42", local) replaced by TIME — after
    /// checking it is a minute between `start` and now.
    static func timesMasked(_ lines: [String], since start: Date) throws -> [String] {
        let format = DateFormatter()
        format.dateFormat = "yyyy-MM-dd HH:mm"
        format.locale = Locale(identifier: "en_US_POSIX")
        var minutes: Set<String> = []
        var moment = start.addingTimeInterval(-60)
        while moment <= Date().addingTimeInterval(60) {
            minutes.insert(format.string(from: moment))
            moment += 30
        }
        return lines.map { line in
            line.replacing(#/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/#) { (match) -> String in
                minutes.contains(String(match.output)) ? "TIME" : "TIME? \(match.output)"
            }
        }
    }
}
