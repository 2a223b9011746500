import Foundation
import TestSupport

/// The built `github-stub` started with some options, its port read from `--port-file`, and
/// stopped with SIGTERM when the test is done.
final class GitHubStubProcess {
    let process = Process()
    let directory: URL
    let port: Int
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    init(arguments: [String]) async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("github-stub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let portFile = directory.appendingPathComponent("port")
        process.executableURL = BuiltProducts.url("github-stub")
        process.arguments = ["--port", "0", "--port-file", portFile.path] + arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        try await waitUntil(timeout: .seconds(30)) { FileManager.default.fileExists(atPath: portFile.path) }
        let text = try String(contentsOf: portFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        port = Int(text) ?? 0
    }

    /// SIGTERM, then waits (with a deadline) for a clean exit; returns the exit status.
    func stop() async throws -> Int32 {
        defer { try? FileManager.default.removeItem(at: directory) }
        if process.isRunning { process.terminate() }
        try await waitUntil(timeout: .seconds(60)) { !self.process.isRunning }
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Runs `github-stub` with arguments it should refuse; returns the exit status and stderr.
    static func refuse(_ arguments: [String]) async throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = BuiltProducts.url("github-stub")
        process.arguments = ["--port", "0"] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        // A refusal is a line or two, far below a pipe's buffer, so the child never blocks on it.
        try await waitUntil(timeout: .seconds(60)) { !process.isRunning }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, text)
    }
}
