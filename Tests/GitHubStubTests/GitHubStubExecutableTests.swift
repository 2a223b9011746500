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
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        try await waitUntil(timeout: .seconds(60)) { FileManager.default.fileExists(atPath: portFile.path) }
        let port = try String(contentsOf: portFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let response = try await get("/users/octocat/repos?per_page=2", from: URL(string: "http://127.0.0.1:\(port)")!)

        kill(process.processIdentifier, signal)
        try await waitUntil(timeout: .seconds(60)) { !process.isRunning }
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(response.status == 200)
        #expect(process.terminationStatus == 0)
        #expect(printed == "github-stub listening on http://127.0.0.1:\(port)\n")
        #expect(try String(contentsOf: requestLog, encoding: .utf8) == "GET /users/octocat/repos?per_page=2 if-none-match=-\n")
    }

    @Test func aFaultFromTheCommandLineHealsAfterItsCountBesideGeneratedOrganisations() async throws {
        let stub = try await GitHubStubProcess(arguments: [
            "--fault", "status:503", "--fault-user", "octocat", "--fault-count", "2",
            "--generate-org", "bench:1_000", "--generate-org", "nothing:0",
        ])
        var statuses: [Int] = []
        for _ in 0..<3 { statuses.append(try await get("/users/octocat", from: stub.baseURL).status) }
        let bench = try await get("/users/bench/repos?per_page=100", from: stub.baseURL)
        let nothing = try await get("/users/nothing/repos", from: stub.baseURL)
        let exitStatus = await stub.stop()
        #expect(statuses == [503, 503, 200])
        #expect(try bench.jsonArray().count == 100)
        #expect(bench.header("link")?.hasSuffix("/user/9929930/repos?per_page=100&page=10>; rel=\"last\"") == true)
        #expect(nothing.text == "[]")
        #expect(exitStatus == 0)
    }

    @Test func theControlEndpointFlipsARunningStub() async throws {
        let stub = try await GitHubStubProcess(arguments: [])
        let healthy = try await get("/users/octocat", from: stub.baseURL)
        let added = try await send(
            "POST", "/_stub/faults", to: stub.baseURL, body: Data(#"{"fault":"secondary-rate-limit:7"}"#.utf8))
        let limited = try await get("/users/octocat", from: stub.baseURL)
        let cleared = try await send("DELETE", "/_stub/faults", to: stub.baseURL)
        let again = try await get("/users/octocat", from: stub.baseURL)
        await stub.stop()
        #expect([healthy, added, limited, cleared, again].map(\.status) == [200, 201, 403, 204, 200])
        #expect(limited.header("retry-after") == "7")
    }

    @Test func anEnforcedRateLimitFromTheCommandLineRunsOut() async throws {
        let stub = try await GitHubStubProcess(arguments: [
            "--rate-limit", "2", "--rate-limit-authenticated", "3", "--enforce-rate-limit",
        ])
        var anonymous: [Int] = []
        for _ in 0..<3 { anonymous.append(try await get("/users/octocat", from: stub.baseURL).status) }
        let token = try await get("/users/octocat", from: stub.baseURL, headers: ["Authorization": "Bearer ghp_x"])
        await stub.stop()
        #expect(anonymous == [200, 200, 403])
        #expect(token.rateLimitHeaders["x-ratelimit-limit"] == "3")
        #expect(token.rateLimitHeaders["x-ratelimit-remaining"] == "2")
    }

    @Test("--write-burst and --write-window set the secondary limit on writes; the request log shows the writes")
    func aWriteBurstFromTheCommandLine() async throws {
        let stub = try await GitHubStubProcess(arguments: [
            "--token", "octocat:ghp_writer", "--write-burst", "1", "--write-window", "3600",
        ])
        var statuses: [Int] = []
        for description in ["first", "second"] {
            let body = #"{"description":"\#(description)"}"#
            statuses.append(try await sendJSON("PATCH", "/repos/octocat/Hello-World", token: "ghp_writer", body: body, to: stub.baseURL).status)
        }
        let detail = try await get("/repos/octocat/Hello-World", from: stub.baseURL)
        let logged = stub.requests()
        await stub.stop()
        #expect(statuses == [200, 403])
        #expect(try detail.jsonObject()["description"] as? String == "first")
        #expect(logged == [
            "PATCH /repos/octocat/Hello-World if-none-match=-", "PATCH /repos/octocat/Hello-World if-none-match=-",
            "GET /repos/octocat/Hello-World if-none-match=-",
        ])
    }

    /// A crashed test process sends its stubs no signal; one left running would hold the test
    /// runner's output open and `swift test` would never end.
    @Test func withExitWithParentItEndsWhenTheProcessThatStartedItIsKilled() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("github-stub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let portFile = directory.appendingPathComponent("port")
        let stubPIDFile = directory.appendingPathComponent("stub.pid")
        let stub = try #require(BuiltProducts.url("github-stub")).path
        // A shell starts the stub and waits for it, as a test process would; the shell is killed.
        let parent = Process()
        parent.executableURL = URL(fileURLWithPath: "/bin/sh")
        parent.arguments = ["-c", "\"$0\" --port 0 --port-file \"$1\" --exit-with-parent & echo $! > \"$2\"; wait",
                            stub, portFile.path, stubPIDFile.path]
        parent.standardOutput = FileHandle.nullDevice
        parent.standardError = FileHandle.nullDevice
        try parent.run()
        try await waitUntil(timeout: .seconds(60)) { FileManager.default.fileExists(atPath: portFile.path) }
        let stubPID = try #require(pid_t(try String(contentsOf: stubPIDFile, encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(Self.isRunning(stubPID))

        kill(parent.processIdentifier, SIGKILL)
        await parent.ended()
        try await waitUntil(timeout: .seconds(60)) { !Self.isRunning(stubPID) }
    }

    /// Alive and not a zombie (an orphan's zombie may wait for a reaper that never comes).
    private static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let state = stat.split(separator: ")").last?.split(separator: " ").first else { return false }
        return state != "Z" && state != "X"
    }

    @Test(arguments: [
        (["--fault", "nope"], "invalid fault \"nope\": unknown kind"),
        (["--fault-count", "2"], "--fault-path, --fault-user, --fault-page and --fault-count need a --fault"),
        (["--fault", "status:500", "--fault-page", "0"], "--fault-page must be at least 1"),
        (["--fault", "drop", "--fault-path", "/", "--fault-user", "x"], "give --fault-path or --fault-user, not both"),
        (["--generate-org", "bench"], "expected NAME:COUNT, e.g. bench-org:10000"),
        (["--generate-org", "octocat:5"], "the dataset already has an account named octocat"),
        (["--rate-limit", "0"], "rate limits must be at least 1"),
        (["--write-burst=-1"], "--write-burst cannot be negative"),
        (["--write-window=-0.5"], "--write-window must be a number of seconds, 0 or more"),
    ])
    func wrongOptionsAreRefusedWithTheReason(arguments: [String], reason: String) async throws {
        let (status, error) = try await GitHubStubProcess.refuse(arguments)
        #expect(status != 0)
        #expect(error.contains(reason), "\(error)")
    }
}
