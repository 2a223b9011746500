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
        let opened = LiveEnvironment.openCache(directoryOption: nil, disabled: false, environment: [:])
        #expect(opened.cache == nil)
        #expect(opened.notice == .disabled("no cache directory: set HOME, XDG_CACHE_HOME or REPOTUI_CACHE_DIR, or pass --cache-dir"))
    }

    @Test func noCacheOpensNothingAndSaysNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("repotui-nocache-\(UUID().uuidString)")
        let opened = LiveEnvironment.openCache(directoryOption: directory.path, disabled: true, environment: [:])
        #expect(opened.cache == nil)
        #expect(opened.notice == nil)
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }
}
