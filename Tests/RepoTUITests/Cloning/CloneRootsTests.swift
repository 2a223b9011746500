import Foundation
import RepoConfig
import RepoCore
@testable import RepoFeatures
import Testing
@testable import RepoTUI

/// `[clone] roots`: clones kept as `{host}/{owner}/{repo}` under other folders (ghq's root) count
/// as much as those in the layout — ticked, read by git, fetched where they are, looked through
/// for local-only ones — and `c` never makes a second copy of one. Real folders, real `git init`.
struct CloneRootsTests {
    static let octocat = try! GitHubUsername(validating: "octocat")

    @Test func aCloneUnderARootIsFoundReadAndNeverClonedTwice() async throws {
        let folder = LocalOnlyTests.Folder()
        try await folder.clone("ghq/github.com/octocat/Hello-World")
        try await folder.clone("ghq/github.com/octocat/old-name")
        try await folder.clone("src/octocat/Spoon-Knife")
        let settings = CloneSettings(layout: folder.root + "/src/{owner}/{repo}", transport: .https, roots: [folder.root + "/ghq/"])
        let runtime = CloneRuntime(settings: settings, home: "/nonexistent", environment: ProcessInfo.processInfo.environment)
        let hello = LocalOnlyRow.repository(named: "Hello-World", owner: Self.octocat, like: nil)
        let spoon = LocalOnlyRow.repository(named: "Spoon-Knife", owner: Self.octocat, like: nil)
        let linguist = LocalOnlyRow.repository(named: "linguist", owner: Self.octocat, like: nil)

        #expect(runtime.found([hello, spoon, linguist]) == [hello.id, spoon.id])
        #expect(runtime.localOnly(probe: linguist, known: [hello, spoon, linguist])
            == [LocalClone(name: "old-name", path: folder.root + "/ghq/github.com/octocat/old-name")])
        #expect(await runtime.clone(hello) { _ in } == .failure(.exists(path: folder.root + "/ghq/github.com/octocat/Hello-World")))

        let heard = Heard()
        await runtime.readStates(of: [hello, spoon], refresh: false) { heard.add($0) }
        #expect(heard.states.mapValues(\.path) == [
            hello.id: folder.root + "/ghq/github.com/octocat/Hello-World",
            spoon.id: folder.root + "/src/octocat/Spoon-Knife",
        ])
    }

    final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [RepoID: CloneState] = [:]
        func add(_ states: [RepoID: CloneState]) { lock.withLock { all.merge(states) { $1 } } }
        var states: [RepoID: CloneState] { lock.withLock { all } }
    }
}
