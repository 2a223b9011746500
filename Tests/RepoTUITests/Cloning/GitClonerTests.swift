import RepoConfig
import Foundation
import GitHubAPI
import GitHubStub
import RepoCore
import RepoFeatures
import TestSupport
import Testing
@testable import RepoTUI

/// `c` for real: the stub serves `file://` clone URLs of bare repositories made here, the client
/// reads them as it reads GitHub's, and the system `git` clones them. Nothing is mocked.
@Suite(.serialized)
struct GitClonerTests {
    /// A scratch directory with `git/octocat/<name>.git` bare repositories, each with one commit.
    final class Scratch: @unchecked Sendable {
        let root: URL

        init(bare names: [String]) async throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("clone-\(UUID().uuidString)")
            let work = root.appendingPathComponent("work")
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            try await Self.git(["init", "-q", work.path])
            try "hello\n".write(to: work.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
            try await Self.git(["-C", work.path, "add", "README.md"])
            try await Self.git(["-C", work.path, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "first"])
            for name in names {
                try await Self.git(["clone", "-q", "--bare", work.path, root.appendingPathComponent("git/octocat/\(name).git").path])
            }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        var gitRoot: String { root.appendingPathComponent("git").path }
        var clones: String { root.appendingPathComponent("clones").path }

        static func git(_ arguments: [String]) async throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git"] + arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            guard await process.ended() == 0 else { throw CocoaError(.fileWriteUnknown) }
        }
    }

    static func repository(_ name: String, from baseURL: URL) async throws -> Repository {
        let client = GitHubClient(configuration: .init(baseURL: baseURL, token: nil, userAgent: "repotui-tests/1.0", timeout: 10))
        return try #require(try await client.repositories(of: GitHubUsername(validating: "octocat")).first { $0.name == name })
    }

    static func runtime(_ scratch: Scratch, extra: [String: String] = [:]) -> CloneRuntime {
        CloneRuntime(settings: CloneSettings(layout: scratch.clones + "/{owner}/{repo}", transport: .https), home: "/nonexistent",
                     environment: ProcessInfo.processInfo.environment.merging(extra) { $1 })
    }

    /// Progress reports, collected from git's thread.
    final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var steps: [CloneProgress] = []
        func add(_ step: CloneProgress) { lock.withLock { steps.append(step) } }
        var all: [CloneProgress] { lock.withLock { steps } }
    }

    @Test func aRepositoryIsClonedFromTheURLGitHubGaveAndItsProgressHeard() async throws {
        let scratch = try await Scratch(bare: ["Hello-World"])
        let heard = Heard()
        let result = try await withStubServer(options: .init(cloneRoot: scratch.gitRoot)) { _, baseURL in
            let repository = try await Self.repository("Hello-World", from: baseURL)
            #expect(repository.cloneURL == "file://\(scratch.gitRoot)/octocat/Hello-World.git")
            return await Self.runtime(scratch).clone(repository) { heard.add($0) }
        }

        let path = scratch.clones + "/octocat/Hello-World"
        #expect(result == .success(path))
        #expect(try String(contentsOfFile: path + "/README.md", encoding: .utf8) == "hello\n")
        #expect(!heard.all.isEmpty)
        #expect(Self.runtime(scratch).found([try await withStubServer(options: .init(cloneRoot: scratch.gitRoot)) { _, baseURL in
            try await Self.repository("Hello-World", from: baseURL)
        }]) == [RepoID(1296269)])
    }

    @Test func aDirectoryThatExistsIsNeverWrittenInto() async throws {
        let scratch = try await Scratch(bare: ["Hello-World"])
        let target = scratch.clones + "/octocat/Hello-World"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        try "mine\n".write(toFile: target + "/notes.txt", atomically: true, encoding: .utf8)

        let result = try await withStubServer(options: .init(cloneRoot: scratch.gitRoot)) { _, baseURL in
            await Self.runtime(scratch).clone(try await Self.repository("Hello-World", from: baseURL)) { _ in }
        }

        #expect(result == .failure(.exists(path: target)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: target) == ["notes.txt"])
    }

    @Test func aRepositoryGitCannotFindFailsAndLeavesNothingBehind() async throws {
        let scratch = try await Scratch(bare: [])
        let result = try await withStubServer(options: .init(cloneRoot: scratch.gitRoot)) { _, baseURL in
            await Self.runtime(scratch).clone(try await Self.repository("Spoon-Knife", from: baseURL)) { _ in }
        }

        #expect(result == .failure(.notFound))
        #expect(!FileManager.default.fileExists(atPath: scratch.clones + "/octocat/Spoon-Knife"))
    }

    @Test func cancellingStopsGitAndRemovesWhatItHadWritten() async throws {
        let scratch = try await Scratch(bare: ["Hello-World"])
        // A transport that never answers: git has made the directory and waits on it.
        let slow = scratch.root.appendingPathComponent("slow-ssh")
        try await writeExecutableScript("#!/bin/sh\nexec sleep 60\n", to: slow.path)
        var repository = try await withStubServer(options: .init(cloneRoot: scratch.gitRoot)) { _, baseURL in
            try await Self.repository("Hello-World", from: baseURL)
        }
        repository.cloneURL = "ssh://git@localhost\(scratch.gitRoot)/octocat/Hello-World.git"
        let runtime = Self.runtime(scratch, extra: ["GIT_SSH_COMMAND": slow.path])
        let target = scratch.clones + "/octocat/Hello-World"

        let clone = Task { await runtime.clone(repository) { _ in } }
        try await waitUntil(timeout: .seconds(20)) { FileManager.default.fileExists(atPath: target) }
        clone.cancel()
        let result = await clone.value

        #expect(result == .failure(.git("cancelled")))
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func withoutGitItSaysSoAndStartsNothing() async throws {
        let scratch = try await Scratch(bare: ["Hello-World"])
        let repository = try await withStubServer(options: .init(cloneRoot: scratch.gitRoot)) { _, baseURL in
            try await Self.repository("Hello-World", from: baseURL)
        }
        let result = await Self.runtime(scratch, extra: ["PATH": scratch.root.path]).clone(repository) { _ in }

        #expect(result == .failure(.gitMissing))
    }
}
