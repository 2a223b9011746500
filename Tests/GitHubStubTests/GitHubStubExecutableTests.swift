import Foundation
import TestSupport
import Testing

/// The `github-stub` command as another process sees it: a listening line, a port file, a
/// request log, and a clean exit on SIGTERM and SIGINT.
@Suite(.enabled(if: BuiltProducts.url("github-stub") != nil, "github-stub was not built next to the tests"))
struct GitHubStubExecutableTests {
    @Test(arguments: [SIGTERM, SIGINT])
    func announcesItsPortServesAndExitsCleanlyOnSignal(signal: Int32) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("github-stub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let portFile = directory.appendingPathComponent("port")
        let requestLog = directory.appendingPathComponent("requests.log")

        let process = Process()
        process.executableURL = BuiltProducts.url("github-stub")
        process.arguments = ["--port", "0", "--port-file", portFile.path, "--request-log", requestLog.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        try await waitUntil(timeout: .seconds(10)) { FileManager.default.fileExists(atPath: portFile.path) }
        let port = try String(contentsOf: portFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let response = try await get("/users/octocat/repos?per_page=2", from: URL(string: "http://127.0.0.1:\(port)")!)

        kill(process.processIdentifier, signal)
        try await waitUntil(timeout: .seconds(10)) { !process.isRunning }
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(response.status == 200)
        #expect(process.terminationStatus == 0)
        #expect(printed == "github-stub listening on http://127.0.0.1:\(port)\n")
        #expect(try String(contentsOf: requestLog, encoding: .utf8) == "GET /users/octocat/repos?per_page=2 if-none-match=-\n")
    }
}
