import Foundation
import GitHubAPI
import GitHubStub
import RepoConfig
import RepoCore
@testable import RepoFeatures
import Testing
@testable import RepoTUI

/// Issue 27, item 2, below the screen: the folders of an owner's that hold a clone the list
/// does not (real directories, real `git init`), and what GitHub says of their names — the stub
/// on loopback answering 301 for a renamed repository and 404 for one it never had.
struct LocalOnlyTests {
    static let octocat = try! GitHubUsername(validating: "octocat")

    final class Folder: @unchecked Sendable {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("local-only-\(UUID().uuidString)").path
        deinit { try? FileManager.default.removeItem(atPath: root) }

        func clone(_ path: String) async throws {
            try FileManager.default.createDirectory(atPath: root + "/" + path, withIntermediateDirectories: true)
            try await CloneStateReaderTests.Remote.git(["init", "-q", root + "/" + path])
        }
    }

    static func repository(_ name: String) -> Repository {
        LocalOnlyRow.repository(named: name, owner: octocat, like: nil)
    }

    @Test func theOwnersFoldersWithAGitThatTheListLacksAreFoundByName() async throws {
        let folder = Folder()
        for path in ["octocat/Hello-World", "octocat/old-name", "octocat/my experiment ✨", "octocat/.hidden", "other/elsewhere"] {
            try await folder.clone(path)
        }
        try FileManager.default.createDirectory(atPath: folder.root + "/octocat/not-a-clone", withIntermediateDirectories: true)
        let settings = CloneSettings(layout: folder.root + "/{owner}/{repo}", transport: .https)

        let found = LocalCloneFinder.find(probe: Self.repository("probe"), known: [Self.repository("hello-world")],
                                          settings: settings, home: "/nonexistent")

        #expect(found == [
            LocalClone(name: "my experiment ✨", path: folder.root + "/octocat/my experiment ✨"),
            LocalClone(name: "old-name", path: folder.root + "/octocat/old-name"),
        ])
        // A layout whose last part is not `{repo}` alone has no folder of the owner's to look in.
        let flat = CloneSettings(layout: folder.root + "/{owner}-{repo}", transport: .https)
        #expect(LocalCloneFinder.find(probe: Self.repository("probe"), known: [], settings: flat, home: "/nonexistent") == [])
    }

    @Test func gitHubSaysWhereARenamedRepositoryWentAndThatANeverPushedOneIsNotThere() async throws {
        let server = GitHubStubServer(dataset: .sample)
        let baseURL = try await server.start()
        let client = GitHubClient(configuration: .init(baseURL: baseURL, token: nil, userAgent: "repotui-tests/1.0", timeout: 10))
        let sync = RepoSync(source: client, cache: nil, now: { Date() })

        #expect(await sync.fate(of: Self.repository("git-group")) == .moved(to: "octocat/git-consortium"))
        #expect(await sync.fate(of: Self.repository("my-experiment")) == .gone)
        #expect(await sync.fate(of: Self.repository("hello-world")) == .onGitHub)
        await server.stop()
    }
}
