import Foundation
import RepoCore
import TestSupport
import Testing
@testable import RepoFeatures
@testable import RepoTUI

/// A clone's state as git tells it, read from real repositories made here: a bare remote, clones
/// of it, commits, edits, a detached HEAD, a broken `.git`. Nothing is mocked.
@Suite(.serialized)
struct CloneStateReaderTests {
    /// A bare remote with one commit on `main`, and a scratch folder for clones of it.
    final class Remote: @unchecked Sendable {
        let root: String
        var bare: String { root + "/remote.git" }

        init() async throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("clone-state-\(UUID().uuidString)").path
            let seed = root + "/seed"
            try FileManager.default.createDirectory(atPath: seed, withIntermediateDirectories: true)
            try await Self.git(["init", "-q", "-b", "main", seed])
            try await Self.commit(in: seed, file: "README.md", "first")
            try await Self.git(["clone", "-q", "--bare", seed, bare])
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        /// A clone of the remote at `root/<name>`.
        func clone(_ name: String) async throws -> String {
            let path = root + "/" + name
            try await Self.git(["clone", "-q", bare, path])
            return path
        }

        static func commit(in path: String, file: String, _ message: String) async throws {
            try Data((message + "\n").utf8).write(to: URL(fileURLWithPath: path + "/" + file))
            try await git(["-C", path, "add", file])
            try await git(["-C", path, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", message])
        }

        static func git(_ arguments: [String]) async throws {
            try await GitClonerTests.Scratch.git(arguments)
        }
    }

    static let environment = ProcessInfo.processInfo.environment
    static let reader = CloneStateReader(git: ExecutableLookup(environment: environment).find("git"), environment: environment)

    /// What git said, with the fetch time left out (asserted on its own where it matters).
    static func read(_ path: String) async -> CloneState.Status {
        let state = await reader.read(at: path)
        #expect(state.path == path)
        guard var facts = state.facts else { return state.status }
        facts.lastFetch = nil
        return .read(facts)
    }

    static func cell(_ path: String) async -> String {
        CloneStateText.cell(CloneState(path: path, await read(path)), defaultBranch: "main")
    }

    @Test func aFreshCloneIsOnItsBranchUpToDateWithNothingToCommit() async throws {
        let remote = try await Remote()
        let clone = try await remote.clone("fresh")

        #expect(await Self.read(clone) == .read(CloneFacts(branch: "main", upstream: "origin/main")))
        #expect(await Self.cell(clone) == "clean")
    }

    @Test func theLastCommitIsReadForOneCloneAndABranchWithoutOneHasNone() async throws {
        let remote = try await Remote()
        let clone = try await remote.clone("fresh")
        let before = Date()
        try await Remote.commit(in: clone, file: "notes.txt", "Add notes\twith a tab")

        let commit = try #require(await Self.reader.lastCommit(at: clone))
        #expect(commit.author == "t")
        #expect(commit.subject == "Add notes\twith a tab")
        #expect(abs(commit.date.timeIntervalSince(before)) < 60)

        let empty = remote.root + "/empty"
        try await Remote.git(["init", "-q", empty])
        #expect(await Self.reader.lastCommit(at: empty) == nil)
    }

    @Test func editedStagedAndNewFilesMakeItDirtyAndAreCounted() async throws {
        let remote = try await Remote()
        let clone = try await remote.clone("dirty")
        try Data("changed\n".utf8).write(to: URL(fileURLWithPath: clone + "/README.md"))
        try Data("new\n".utf8).write(to: URL(fileURLWithPath: clone + "/new.txt"))
        try FileManager.default.createDirectory(atPath: clone + "/build/out", withIntermediateDirectories: true)
        try Data("x\n".utf8).write(to: URL(fileURLWithPath: clone + "/build/out/a.o"))
        try Data("y\n".utf8).write(to: URL(fileURLWithPath: clone + "/build/out/b.o"))
        try Data("staged\n".utf8).write(to: URL(fileURLWithPath: clone + "/staged.txt"))
        try await Remote.git(["-C", clone, "add", "staged.txt"])

        // The untracked folder counts once, as `git status` shows it.
        #expect(await Self.read(clone) == .read(CloneFacts(branch: "main", upstream: "origin/main", changes: 4)))
        #expect(await Self.cell(clone) == "dirty")
    }

    @Test func aLocalCommitIsAheadAFetchedOneBehindAndBothDiverged() async throws {
        let remote = try await Remote()
        let mine = try await remote.clone("mine")
        let theirs = try await remote.clone("theirs")
        try await Remote.commit(in: mine, file: "mine.txt", "mine")
        #expect(await Self.read(mine) == .read(CloneFacts(branch: "main", upstream: "origin/main", ahead: 1)))

        try await Remote.commit(in: theirs, file: "theirs.txt", "theirs")
        try await Remote.git(["-C", theirs, "push", "-q", "origin", "main"])
        // Behind only once fetched: nothing here asks the remote.
        #expect(await Self.read(mine) == .read(CloneFacts(branch: "main", upstream: "origin/main", ahead: 1)))
        try await Remote.git(["-C", mine, "fetch", "-q"])

        let state = await Self.reader.read(at: mine)
        #expect(await Self.read(mine) == .read(CloneFacts(branch: "main", upstream: "origin/main", ahead: 1, behind: 1)))
        let fetched = try #require(state.facts?.lastFetch)
        #expect(abs(fetched.timeIntervalSinceNow) < 60)
        #expect(CloneStateText.cell(state, defaultBranch: "main") == "↑1 ↓1")
        #expect(CloneStateText.fields(state, defaultBranch: "main", now: fetched.addingTimeInterval(120)).map { "\($0.label): \($0.value)" } == [
            "Path: " + mine, "Branch: main", "Upstream: origin/main, diverged: 1 ahead, 1 behind", "Fetched: 2 minutes ago",
            "Changes: none",
        ])
    }

    @Test func aDetachedHeadAndABranchWithoutUpstreamAreSaid() async throws {
        let remote = try await Remote()
        let clone = try await remote.clone("detached")
        try await Remote.git(["-C", clone, "checkout", "-q", "--detach"])
        #expect(await Self.read(clone) == .read(CloneFacts(branch: nil, upstream: nil)))
        #expect(await Self.cell(clone) == "detached")

        try await Remote.git(["-C", clone, "checkout", "-q", "-b", "topic"])
        #expect(await Self.read(clone) == .read(CloneFacts(branch: "topic", upstream: nil)))
        #expect(await Self.cell(clone) == "no upstream")
        #expect(CloneStateText.fields(await Self.reader.read(at: clone), defaultBranch: "main", now: Date()).map { "\($0.label): \($0.value)" } == [
            "Path: " + clone, "Branch: topic (the default is main)", "Upstream: none", "Changes: none",
        ])
    }

    @Test func aBrokenGitFolderIsUnreadableInWordsAndNotReadAsAnEnclosingRepository() async throws {
        let remote = try await Remote()
        // The clones' root is itself a repository, as a home kept in git would be.
        try await Remote.git(["init", "-q", remote.root])
        let clone = try await remote.clone("broken")
        try Data("garbage\n".utf8).write(to: URL(fileURLWithPath: clone + "/.git/HEAD"))

        guard case .unreadable(let why) = await Self.read(clone) else {
            Issue.record("a broken .git was read")
            return
        }
        #expect(why.contains("not a git repository"))
        #expect(await Self.cell(clone) == "unreadable")
    }

    @Test func aPathWithSpacesAndUnicodeIsReadAsAnyOther() async throws {
        let remote = try await Remote()
        let clone = try await remote.clone("with space · ünïcode 漢字")
        try await Remote.commit(in: clone, file: "ein datei.txt", "local")

        #expect(await Self.read(clone) == .read(CloneFacts(branch: "main", upstream: "origin/main", ahead: 1)))
    }

    /// A root reached through a symlink, a remote renamed from `origin`, a clone of another host:
    /// each read as any other.
    @Test func aSymlinkedRootARenamedRemoteAndAnotherHostAreReadAsAnyOther() async throws {
        let remote = try await Remote()
        let clone = try await remote.clone("real/linked")
        try FileManager.default.createSymbolicLink(atPath: remote.root + "/link", withDestinationPath: remote.root + "/real")
        #expect(await Self.read(remote.root + "/link/linked") == .read(CloneFacts(branch: "main", upstream: "origin/main")))

        try await Remote.git(["-C", clone, "remote", "rename", "origin", "upstream"])
        #expect(await Self.read(clone) == .read(CloneFacts(branch: "main", upstream: "upstream/main")))

        let other = try await remote.clone("other-host")
        try await Remote.git(["-C", other, "remote", "set-url", "origin", "https://gitlab.example/octocat/other-host.git"])
        #expect(await Self.read(other) == .read(CloneFacts(branch: "main", upstream: "origin/main")))
    }

    @Test func thousandsOfUntrackedFilesAreCountedAndAWorktreeIsReadThroughItsGitFile() async throws {
        let remote = try await Remote()
        let clone = try await remote.clone("busy")
        for index in 0..<3_000 {
            try Data().write(to: URL(fileURLWithPath: clone + "/untracked-\(index).txt"))
        }
        #expect(await Self.read(clone) == .read(CloneFacts(branch: "main", upstream: "origin/main", changes: 3_000)))

        // A worktree's `.git` is a file pointing at the repository's own folder.
        let worktree = remote.root + "/worktree"
        try await Remote.git(["-C", clone, "worktree", "add", "-q", "-b", "side", worktree])
        #expect(await Self.read(worktree) == .read(CloneFacts(branch: "side", upstream: nil)))
        #expect(CloneStateScanner.stamp(of: worktree).contains { $0 != -1 })
    }

    /// A git that hangs (a program standing in for one on a dead network disk) is killed at the
    /// time limit, and the clone says so.
    @Test func gitThatTakesTooLongIsKilledAndSaidSo() async throws {
        let remote = try await Remote()
        let clone = try await remote.clone("slow")
        let hanging = remote.root + "/hanging-git"
        try await writeExecutableScript("#!/bin/sh\nexec sleep 30\n", to: hanging)
        var reader = CloneStateReader(git: hanging, environment: Self.environment)
        reader.timeLimit = .milliseconds(200)

        let started = ContinuousClock.now
        #expect(await reader.read(at: clone).status == .unreadable("git status took longer than 200 ms"))
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test func anUnchangedCloneIsAnsweredFromMemoryUntilRefreshed() async throws {
        let remote = try await Remote()
        let clone = try await remote.clone("remembered")
        let scanner = CloneStateScanner(reader: Self.reader)
        let heard = Heard()
        func scan(refresh: Bool) async -> CloneState.Status? {
            await scanner.read([(id: 1, path: clone)], refresh: refresh) { heard.add($0) }
            return heard.last[1]?.status
        }
        let clean = CloneState.Status.read(CloneFacts(branch: "main", upstream: "origin/main"))
        #expect(await scan(refresh: false) == clean)

        // An edit touches only the working tree: `.git` looks the same, so the answer too …
        try Data("edited\n".utf8).write(to: URL(fileURLWithPath: clone + "/README.md"))
        #expect(await scan(refresh: false) == clean)
        // … until a refresh asks git again.
        #expect(await scan(refresh: true) == .read(CloneFacts(branch: "main", upstream: "origin/main", changes: 1)))
        // A commit changes `.git`: read again without asking.
        try await Remote.git(["-C", clone, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qam", "edit"])
        #expect(await scan(refresh: false) == .read(CloneFacts(branch: "main", upstream: "origin/main", ahead: 1)))
    }

    /// The batches a scan handed over, the latest last.
    final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var batches: [[Int: CloneState]] = []
        func add(_ batch: [Int: CloneState]) { lock.withLock { batches.append(batch) } }
        var last: [Int: CloneState] { lock.withLock { batches.last ?? [:] } }
    }
}
