import Foundation
import TestSupport

/// The `github-stub` executable in its own process, as the demo runs it.
final class StubProcess {
    let process = Process()
    let port: Int
    let requestLog: URL
    private let directory: URL

    /// `port` 0 picks a free one; a test restarting "the same GitHub" passes the old one.
    init(port: Int = 0, extraArguments: [String] = []) async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("repotui-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let portFile = directory.appendingPathComponent("port")
        requestLog = directory.appendingPathComponent("requests.log")
        process.executableURL = URL(fileURLWithPath: try Binaries.path(of: "github-stub"))
        process.arguments = ["--port", String(port), "--port-file", portFile.path, "--request-log", requestLog.path] + extraArguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()

        var port: Int?
        do {
            try await waitUntil(timeout: .seconds(15), interval: .milliseconds(20)) {
                let text = (try? String(contentsOf: portFile, encoding: .utf8)) ?? ""
                port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
                return port != nil
            }
        } catch {
            process.terminate()
            throw EndToEndError.timedOut("github-stub to write its port")
        }
        guard let port else { throw EndToEndError.timedOut("github-stub to write its port") }
        self.port = port
    }

    deinit {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: directory)
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// The request lines the stub logged so far.
    func requests() -> [String] {
        let text = (try? String(contentsOf: requestLog, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

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

    /// Stops the stub now (as a network going down would), and waits until it has exited.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
