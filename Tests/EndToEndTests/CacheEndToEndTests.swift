import Foundation
import TestSupport
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The cache across runs of the built binaries: GitHub (the stub) goes away and comes back.
@Suite(.serialized)
struct CacheEndToEndTests {
    /// A cache directory that outlives the stubs of one test, removed at the end.
    final class CacheDirectory {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("repotui-cache-\(UUID().uuidString)")
        var environment: [String: String] { ["REPOTUI_CACHE_DIR": url.path] }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    @Test func plainOutputFallsBackToTheCacheWhenGitHubIsGoneAndOfflineNeverAsks() async throws {
        let cache = CacheDirectory()
        let stub = try await StubProcess()
        let repotui = try Binaries.path(of: "repotui")
        let online = try await Spawn.run([repotui, "--api-url", stub.apiURL, "octocat"], environment: cache.environment)
        #expect(online.status == 0)
        #expect(online.output.split(separator: "\n").count == 8)

        await stub.stop()
        let fallback = try await Spawn.run([repotui, "--api-url", stub.apiURL, "octocat"], environment: cache.environment)
        let offline = try await Spawn.run([repotui, "--api-url", stub.apiURL, "--offline", "octocat"], environment: cache.environment)
        let nothing = try await Spawn.run([repotui, "--api-url", stub.apiURL, "--offline", "emptyuser"], environment: cache.environment)

        let warning = try #require(fallback.output.split(separator: "\n").first)
        #expect(fallback.status == 0)
        #expect(warning.hasPrefix("repotui: cannot reach GitHub: ") && warning.contains(" — showing cached data from "))
        #expect(fallback.output == warning + "\n" + online.output)
        #expect(offline == (0, online.output))
        #expect(nothing == (1, "repotui: nothing cached for emptyuser yet — run without --offline to fetch it\n"))
    }

    @Test func theTokenIsNeverWrittenToTheCacheAndTheFilesArePrivate() async throws {
        let cache = CacheDirectory()
        let stub = try await StubProcess.scoped()
        let token = ScopeDataset.anaToken
        let result = try await Spawn.run([try Binaries.path(of: "repotui"), "--api-url", stub.apiURL, "ana"],
                                   environment: cache.environment.merging(["GH_TOKEN": token]) { $1 })
        #expect(result.status == 0)

        let files = try FileManager.default.subpathsOfDirectory(atPath: cache.url.path)
        #expect(!files.isEmpty)
        for file in files {
            let path = cache.url.appendingPathComponent(file).path
            let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory))
            #expect(mode == (isDirectory.boolValue ? 0o700 : 0o600), "\(file)")
            if !isDirectory.boolValue {
                let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
                #expect(bytes.range(of: Data(token.utf8)) == nil, "\(file) holds the token")
            }
        }
    }

    @Test func severalProcessesOnOneCacheAllSucceed() async throws {
        let cache = CacheDirectory()
        let stub = try await StubProcess()
        let arguments = [try Binaries.path(of: "repotui"), "--api-url", stub.apiURL, "big-org"]
        let environment = cache.environment
        // Four at once, twice: the first round all write, the second all revalidate and touch.
        for _ in 0..<2 {
            let results = try await withThrowingTaskGroup(of: (status: Int32, output: String).self) { group in
                for _ in 0..<4 {
                    group.addTask { try await Spawn.run(arguments, environment: environment) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results.map(\.status) == [0, 0, 0, 0])
            #expect(results.allSatisfy { $0.output.split(separator: "\n").count == 250 && !$0.output.contains("locked") })
        }
    }

    @Test func theListComesBackFromTheCacheOfflineAndRevalidatesWith304WhenGitHubReturns() async throws {
        let cache = CacheDirectory()
        let first = try await StubProcess()
        let port = first.port

        // 1. Online: the list is fetched and stored.
        let online = try await ShellRun(stub: first, user: "octocat", width: 80, height: 24, extraEnvironment: cache.environment, name: "online")
        _ = try await online.tmux.waitForText(" 1/8 · updated just now")
        try await online.tmux.sendKeys("q")
        #expect(try await online.waitForExit().status == "0")

        // 2. GitHub is gone: the cached list, and a notice saying so.
        await first.stop()
        let offline = try await ShellRun(stub: first, user: "octocat", width: 80, height: 24, extraEnvironment: cache.environment, name: "offline")
        let screen = try await offline.tmux.waitForText("offline — showing data from")
        #expect(screen.first == " octocat · 8 repositories · ★ 18k · pushed ↓             Repos  Starred  Search")
        #expect(screen.contains { $0.hasPrefix("› ") })
        try await offline.tmux.sendKeys("q")
        #expect(try await offline.waitForExit().status == "0")

        // 3. GitHub is back: the start and `r` both ask with the stored ETag and get 304s.
        let second = try await StubProcess(port: port)
        let back = try await ShellRun(stub: second, user: "octocat", width: 80, height: 24, extraEnvironment: cache.environment, name: "back")
        // Settled: while the start checks GitHub, the status says "cached · updated just now ·
        // checking GitHub…", and an `r` then joins the check in flight instead of asking again.
        _ = try await back.tmux.waitForText(" 1/8 · updated just now")
        try await back.tmux.sendKeys("r")
        try await back.tmux.waitForScreen("the refresh to reach the stub") { _ in
            second.requests().filter { $0.contains("/users/octocat/repos") }.count == 2
        }
        _ = try await back.tmux.waitForText(" 1/8 · updated just now")
        try await back.tmux.sendKeys("q")
        #expect(try await back.waitForExit().status == "0")

        let listRequests = second.requests().filter { $0.contains("/users/octocat/repos") }
        let target = try #require(listRequests.first?.split(separator: " ").dropFirst().first.map(String.init))
        let etag = try await currentETag(of: second.apiURL + target)
        // The stub answers 304 exactly when If-None-Match matches the current ETag.
        #expect(listRequests == Array(repeating: "GET \(target) if-none-match=\(etag)", count: 2))
    }

    /// Quitting while GitHub is still being asked leaves the cache to the process's end: its
    /// log is folded all the same, or every later start would read all of it again.
    @Test func quittingWhileGitHubIsAskedFoldsALargeLog() async throws {
        let cache = CacheDirectory()
        let stub = try await StubProcess()
        let repotui = try Binaries.path(of: "repotui")
        #expect(try await Spawn.run([repotui, "--api-url", stub.apiURL, "octocat"], environment: cache.environment).status == 0)
        let directory = try #require(try FileManager.default.contentsOfDirectory(
            at: cache.url, includingPropertiesForKeys: nil).first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("repos.sqlite").path) })
        let log = directory.appendingPathComponent("repos.sqlite-wal")

        // Another process writes 3,000 repositories and is killed before it can fold its log.
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: try Binaries.path(of: "repostore-writer"))
        writer.arguments = [directory.path, "someone", "3000"]
        let output = cache.url.appendingPathComponent("writer.out")
        #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
        writer.standardOutput = try FileHandle(forWritingTo: output)
        try writer.run()
        defer { if writer.isRunning { kill(writer.processIdentifier, SIGKILL) } }
        try await waitUntil(timeout: .seconds(15)) {
            (try? String(contentsOf: output, encoding: .utf8))?.contains("committed") == true || !writer.isRunning
        }
        kill(writer.processIdentifier, SIGKILL)
        _ = await writer.ended()
        #expect(Self.size(of: log) > 256 << 10)

        try await stub.inject("latency:5000", forLogin: "octocat")
        let run = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24, extraEnvironment: cache.environment, name: "quit")
        _ = try await run.tmux.waitForText("octocat · 8 repositories")
        try await run.tmux.sendKeys("q")
        #expect(try await run.waitForExit().status == "0")
        #expect(Self.size(of: log) <= 256 << 10)
    }

    private static func size(of file: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    private func currentETag(of url: String) async throws -> String {
        let (_, response) = try await URLSession.shared.data(from: try #require(URL(string: url)))
        return try #require((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "ETag"))
    }
}
