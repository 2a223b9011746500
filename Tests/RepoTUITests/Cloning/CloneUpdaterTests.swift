import Foundation
import RepoCore
import Testing
@testable import RepoFeatures
@testable import RepoTUI

/// `F` and `U` on real clones of a real bare remote: a fetch brings commits in and leaves the
/// working tree be; a fast-forward moves only a clean branch that is behind — a dirty or
/// diverged clone is left exactly as it was.
@Suite(.serialized)
struct CloneUpdaterTests {
    typealias Remote = CloneStateReaderTests.Remote

    static let updater = CloneUpdater(git: CloneStateReaderTests.reader.git, reader: CloneStateReaderTests.reader)

    /// A remote, a clone of it that others pushed `commits` to since.
    static func cloneBehind(by commits: Int) async throws -> (Remote, String) {
        let remote = try await Remote()
        let clone = try await remote.clone("mine")
        let other = try await remote.clone("other")
        if commits > 0 {
            for index in 1...commits { try await Remote.commit(in: other, file: "README.md", "pushed \(index)") }
            try await Remote.git(["-C", other, "push", "-q", "origin", "main"])
        }
        return (remote, clone)
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// The outcome with the fetch time left out (it is the clock's).
    static func withoutFetchTime(_ result: Result<CloneOutcome, CloneFailure>) -> Result<CloneOutcome, CloneFailure> {
        result.map { outcome in
            func clear(_ state: CloneState) -> CloneState {
                guard var facts = state.facts else { return state }
                facts.lastFetch = nil
                return .read(facts, at: state.path)
            }
            return switch outcome {
            case .cloned: outcome
            case .fetched(let state): .fetched(clear(state))
            case .fastForwarded(let commits, let state): .fastForwarded(commits: commits, clear(state))
            }
        }
    }

    static func behind(_ commits: Int, ahead: Int = 0, changes: Int = 0, at path: String) -> CloneState {
        .read(CloneFacts(branch: "main", upstream: "origin/main", ahead: ahead, behind: commits, changes: changes), at: path)
    }

    @Test func aFetchBringsTheNewCommitsInAndLeavesTheWorkingTreeAsItWas() async throws {
        let (remote, clone) = try await Self.cloneBehind(by: 2)
        let result = await Self.updater.update(at: clone, .fetch)

        #expect(Self.withoutFetchTime(result) == .success(.fetched(Self.behind(2, at: clone))))
        #expect(result.map { $0.state?.facts?.lastFetch != nil } == .success(true))
        #expect(try Self.text(clone + "/README.md") == "first\n")
        withExtendedLifetime(remote) {}
    }

    @Test func aFastForwardMovesACleanCloneThatIsBehindToItsUpstream() async throws {
        let (remote, clone) = try await Self.cloneBehind(by: 2)
        #expect(await Self.updater.update(at: clone, .fetch).map { _ in true } == .success(true))

        let result = await Self.updater.update(at: clone, .fastForward)

        #expect(Self.withoutFetchTime(result) == .success(.fastForwarded(commits: 2, Self.behind(0, at: clone))))
        #expect(try Self.text(clone + "/README.md") == "pushed 2\n")
        // Once up to date, another U moves nothing.
        #expect(Self.withoutFetchTime(await Self.updater.update(at: clone, .fastForward))
            == .success(.fastForwarded(commits: 0, Self.behind(0, at: clone))))
        withExtendedLifetime(remote) {}
    }

    @Test func aDirtyCloneIsLeftAloneEvenWhenBehind() async throws {
        let (remote, clone) = try await Self.cloneBehind(by: 1)
        #expect(await Self.updater.update(at: clone, .fetch).map { _ in true } == .success(true))
        try Data("my edit\n".utf8).write(to: URL(fileURLWithPath: clone + "/README.md"))

        #expect(await Self.updater.update(at: clone, .fastForward) == .failure(.leftAlone("1 uncommitted change")))
        #expect(try Self.text(clone + "/README.md") == "my edit\n")
        #expect(await CloneStateReaderTests.read(clone) == Self.behind(1, changes: 1, at: clone).status)
        withExtendedLifetime(remote) {}
    }

    @Test func aDivergedCloneIsNeitherMergedNorRebased() async throws {
        let (remote, clone) = try await Self.cloneBehind(by: 1)
        try await Remote.commit(in: clone, file: "mine.txt", "local work")
        #expect(await Self.updater.update(at: clone, .fetch).map { _ in true } == .success(true))

        #expect(await Self.updater.update(at: clone, .fastForward)
            == .failure(.leftAlone("diverged (1 ahead, 1 behind) — never merged or rebased here")))
        #expect(await CloneStateReaderTests.read(clone) == Self.behind(1, ahead: 1, at: clone).status)
        #expect(try Self.text(clone + "/README.md") == "first\n")
        withExtendedLifetime(remote) {}
    }

    @Test func aRemoteThatIsGoneAndABrokenCloneEachSayWhy() async throws {
        let (remote, clone) = try await Self.cloneBehind(by: 0)
        try FileManager.default.removeItem(atPath: remote.bare)
        #expect(await Self.updater.update(at: clone, .fetch) == .failure(.notFound))

        let broken = remote.root + "/broken"
        try FileManager.default.createDirectory(atPath: broken, withIntermediateDirectories: true)
        try Data("gitdir: /nowhere\n".utf8).write(to: URL(fileURLWithPath: broken + "/.git"))
        let answer = await Self.updater.update(at: broken, .fetch)
        guard case .failure(.git(let why)) = answer else {
            Issue.record("a broken clone answered \(answer)")
            return
        }
        #expect(why.contains("not a git repository"))
    }
}
