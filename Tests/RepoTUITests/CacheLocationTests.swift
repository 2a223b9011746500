import Foundation
import Testing
@testable import RepoTUI

struct CacheLocationTests {
    @Test(arguments: [
        ("/opt/c", ["REPOTUI_CACHE_DIR": "/env/c", "XDG_CACHE_HOME": "/xdg", "HOME": "/home/u"], "/opt/c"),
        (nil, ["REPOTUI_CACHE_DIR": "/env/c", "XDG_CACHE_HOME": "/xdg", "HOME": "/home/u"], "/env/c"),
        (nil, ["REPOTUI_CACHE_DIR": "", "XDG_CACHE_HOME": "/xdg", "HOME": "/home/u"], "/xdg/repotui"),
        // A relative XDG_CACHE_HOME is invalid by the spec and ignored.
        (nil, ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"], "/home/u/.cache/repotui"),
        (nil, ["HOME": "/home/u"], "/home/u/.cache/repotui"),
        (nil, [:], nil),
        (nil, ["HOME": ""], nil),
    ] as [(String?, [String: String], String?)])
    func theOptionWinsThenTheVariableThenXDGThenHome(option: String?, environment: [String: String], expected: String?) {
        #expect(CacheLocation.directory(option: option, environment: environment)?.path == expected)
    }

    @Test func withNoDirectoryKnownTheAppRunsWithoutACacheAndSaysHow() {
        let opened = LiveEnvironment.openCache(
            directoryOption: nil, disabled: false, apiRoot: URL(string: "https://api.github.com")!, environment: [:])
        #expect(opened.cache == nil)
        #expect(opened.notice == .disabled("no cache directory: set HOME, XDG_CACHE_HOME or REPOTUI_CACHE_DIR, or pass --cache-dir"))
    }

    @Test func noCacheOpensNothingAndSaysNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("repotui-nocache-\(UUID().uuidString)")
        let opened = LiveEnvironment.openCache(
            directoryOption: directory.path, disabled: true, apiRoot: URL(string: "https://api.github.com")!, environment: [:])
        #expect(opened.cache == nil)
        #expect(opened.notice == nil)
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    /// Issue 14, item 16: `--offline` against a server never fetched from creates nothing.
    @Test func offlineAServerNeverFetchedFromHasNoCacheAndNoneIsCreated() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("repotui-offline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let apiRoot = try #require(URL(string: "https://ghe.example.com/api/v3"))

        let never = LiveEnvironment.openCache(directoryOption: root.path, disabled: false, offline: true, apiRoot: apiRoot,
                                              environment: [:])
        let nothingCreated = !FileManager.default.fileExists(atPath: root.path)
        _ = LiveEnvironment.openCache(directoryOption: root.path, disabled: false, apiRoot: apiRoot, environment: [:])
        let fetchedBefore = LiveEnvironment.openCache(directoryOption: root.path, disabled: false, offline: true, apiRoot: apiRoot,
                                                      environment: [:])

        #expect(never.cache == nil && never.notice == nil)
        #expect(nothingCreated)
        #expect(fetchedBefore.cache != nil)
    }

    @Test(arguments: [
        ("https://api.github.com", "api.github.com"),
        ("https://API.GitHub.com/", "api.github.com"),
        ("https://ghe.example.com/api/v3", "ghe.example.com_api_v3"),
        ("http://127.0.0.1:8080", "127.0.0.1_8080"),
        ("http://[::1]:9/x/..", "__1_9_x_.."),
    ])
    func eachAPIRootHasItsOwnFolder(apiRoot: String, folder: String) throws {
        #expect(CacheLocation.folderName(for: try #require(URL(string: apiRoot))) == folder)
    }

    @Test func theCacheDirectoryAndItsAPIFolderAreCreatedPrivate() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("repotui-root-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("deeper")
        let opened = LiveEnvironment.openCache(
            directoryOption: nested.path, disabled: false, apiRoot: URL(string: "https://api.github.com")!, environment: [:])

        #expect(opened.cache != nil && opened.notice == nil)
        for directory in [root, nested, nested.appendingPathComponent("api.github.com")] {
            let attributes = try FileManager.default.attributesOfItem(atPath: directory.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700, "\(directory.path)")
        }
    }
}
