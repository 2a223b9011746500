import Foundation
import TestSupport

/// The end-to-end tests' GitHub: `github-stub` in a process of its own, as the demo runs it.
typealias StubProcess = GitHubStubProcess

extension GitHubStubProcess {
    /// The base URL as repotui's `--api-url` takes it.
    var apiURL: String { baseURL.absoluteString }

    func scratchFile(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    /// A directory holding a `gh` that runs `script` (sh), to put first on repotui's PATH.
    func fakeGHDirectory(_ name: String, script: String) throws -> URL {
        let bin = scratchFile(name)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let gh = bin.appendingPathComponent("gh")
        try "#!/bin/sh\n\(script)\n".write(to: gh, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: gh.path)
        return bin
    }

    /// Points repotui's cache — and where it looks for a config file — into this test's scratch
    /// directory, never the user's own.
    var cacheEnvironment: [String: String] {
        ["REPOTUI_CACHE_DIR": scratchFile("cache").path, "XDG_CONFIG_HOME": scratchFile("config").path]
    }
}
