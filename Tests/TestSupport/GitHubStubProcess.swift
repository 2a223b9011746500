import Foundation

/// The built `github-stub` in a process of its own: its port read from `--port-file`, every
/// request logged to `requestLog`, stopped with SIGTERM when the test is done — and ended with
/// the test process even when that one crashes (`--exit-with-parent`).
///
/// In a process of its own the stub answers however busy the test process's threads are: an
/// in-process stub shares them, and a test whose subject is a deadline needs the other side to
/// keep time.
public final class GitHubStubProcess {
    public let process = Process()
    /// Scratch space of this stub's test, removed with it.
    public let directory: URL
    public let port: Int
    public let requestLog: URL
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// `port` 0 picks a free one; a test restarting "the same GitHub" passes the old one.
    public init(port: Int = 0, arguments: [String] = []) async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("github-stub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let portFile = directory.appendingPathComponent("port")
        requestLog = directory.appendingPathComponent("requests.log")
        guard let executable = BuiltProducts.url("github-stub") else {
            throw StubProcessFailure(description: "github-stub was not built next to the tests (swift build --build-tests)")
        }
        process.executableURL = executable
        process.arguments = ["--port", String(port), "--port-file", portFile.path, "--request-log", requestLog.path,
                             "--exit-with-parent"] + arguments
        // Never the test runner's own output: a child holding it open keeps `swift test` waiting.
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()

        var port: Int?
        do {
            try await waitUntil(timeout: .seconds(30), interval: .milliseconds(20)) {
                let text = (try? String(contentsOf: portFile, encoding: .utf8)) ?? ""
                port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
                return port != nil
            }
        } catch {
            process.terminate()
            throw StubProcessFailure(description: "github-stub did not write its port (\(error))")
        }
        self.port = port ?? 0
    }

    /// Foundation reaps the child; nothing here waits for it (a deinit runs on the tests'
    /// cooperative threads).
    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: directory)
    }

    /// The request lines logged so far ("GET /users/octocat/repos?… if-none-match=-").
    public func requests() -> [String] {
        let text = (try? String(contentsOf: requestLog, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// SIGTERM (as a network going down would look), then waits until it has exited; returns
    /// its exit status.
    @discardableResult
    public func stop() async -> Int32 {
        if process.isRunning { process.terminate() }
        return await process.ended()
    }

    /// Runs `github-stub` with arguments it should refuse; returns the exit status and stderr.
    public static func refuse(_ arguments: [String]) async throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = BuiltProducts.url("github-stub")
        process.arguments = ["--port", "0"] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let (status, text) = await process.output(of: errors)
        return (status, String(decoding: text, as: UTF8.self))
    }
}

public struct StubProcessFailure: Error, CustomStringConvertible {
    public var description: String
}
