import Foundation
import Testing

/// The non-interactive modes, run as a script would run them.
struct PlainOutputEndToEndTests {
    @Test func pipedOutputPrintsOneTabSeparatedLinePerRepository() async throws {
        let stub = try await StubProcess()
        let result = try await Spawn.run([try Binaries.path(of: "repotui"), "--api-url", stub.apiURL, "big-org"], environment: stub.cacheEnvironment)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()

        #expect(result.status == 0)
        #expect(lines.count == 250)
        #expect(lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 5 })
        #expect(lines.allSatisfy { $0.hasPrefix("big-org/") })
        #expect(stub.requests().filter { $0.contains("/repos") }.count == 3)
    }

    @Test func jsonOutputIsAnArrayWithGitHubFieldNames() async throws {
        let stub = try await StubProcess()
        let result = try await Spawn.run([try Binaries.path(of: "repotui"), "--api-url", stub.apiURL, "--json", "octocat"], environment: stub.cacheEnvironment)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])

        #expect(result.status == 0)
        #expect(array.count == 8)
        let first = try #require(array.first)
        for field in ["id", "name", "full_name", "owner", "description", "clone_url", "ssh_url", "stargazers_count", "pushed_at"] {
            #expect(first.keys.contains(field), "missing \(field)")
        }
    }

    /// Issue 15: `--filter` narrows the plain output as the `/` prompt narrows the screen.
    @Test func aFilterQueryNarrowsThePlainOutput() async throws {
        let stub = try await StubProcess()
        let repotui = try Binaries.path(of: "repotui")
        func names(_ arguments: [String], where keep: ([String: Any]) -> Bool = { _ in true }) async throws -> Set<String> {
            let result = try await Spawn.run([repotui, "--api-url", stub.apiURL, "--json"] + arguments + ["big-org"],
                                       environment: stub.cacheEnvironment)
            #expect(result.status == 0)
            let array = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
            return Set(array.filter(keep).compactMap { $0["full_name"] as? String })
        }
        let expected = try await names([]) { repository in
            repository["language"] as? String == "Swift" && repository["fork"] as? Bool == false
                && (repository["stargazers_count"] as? Int ?? 0) >= 10
        }
        let filtered = try await names(["--filter", "lang:swift -is:fork stars:>=10"])

        #expect(!filtered.isEmpty && filtered.count < 250)
        #expect(filtered == expected)
    }

    @Test func aFilterThatDoesNotReadIsAUsageErrorAndSendsNothing() async throws {
        let stub = try await StubProcess()
        let result = try await Spawn.run([try Binaries.path(of: "repotui"), "--api-url", stub.apiURL, "--filter", "stars:>abc", "octocat"],
                                   environment: stub.cacheEnvironment)

        #expect(result.status == 64)
        #expect(result.output.contains("--filter: stars: expects a number (>100, 10..50, >=1k)"))
        #expect(stub.requests().isEmpty)
    }

    @Test func hostileTextNeverReachesThePlainOutputAsEscapes() async throws {
        let stub = try await StubProcess()
        let result = try await Spawn.run([try Binaries.path(of: "repotui"), "--api-url", stub.apiURL, "hostile"], environment: stub.cacheEnvironment)

        #expect(result.status == 0)
        #expect(!result.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || (0x80..<0xA0).contains($0.value) })
    }

    /// Issue 14, item 12: a 404 is an answer, not an outage — the cached copy is no stand-in.
    @Test func aCachedUserGitHubNowAnswers404ForIsReportedWithExitStatusOne() async throws {
        let stub = try await StubProcess()
        let json = [try Binaries.path(of: "repotui"), "--api-url", stub.apiURL, "--json", "octocat"]
        let first = try await Spawn.run(json, environment: stub.cacheEnvironment)
        try await stub.inject("status:404", forLogin: "octocat")

        let gone = try await Spawn.run(json, environment: stub.cacheEnvironment)
        let offline = try await Spawn.run(json + ["--offline"], environment: stub.cacheEnvironment)

        #expect(first.status == 0)
        #expect(gone == (1, "repotui: GitHub user 'octocat' not found\n"))
        #expect(offline == (0, first.output))
    }

    /// Issue 30: the plain output offline reads the cached list before the cache is opened and
    /// then asks nothing else, so it writes nothing — not the files, not their stamp, not `u`'s
    /// recent owners, which a script run every minute would otherwise fill.
    @Test func anOfflineRunPrintsTheCachedListAndChangesNoFileOfTheCache() async throws {
        let stub = try await StubProcess()
        let json = [try Binaries.path(of: "repotui"), "--api-url", stub.apiURL, "--json", "octocat"]
        let online = try await Spawn.run(json, environment: stub.cacheEnvironment)
        let cache = stub.scratchFile("cache")
        struct FileState: Equatable {
            var inode: UInt, modified: Int, contents: Data
        }
        func files() throws -> [String: FileState] {
            var states: [String: FileState] = [:]
            for path in try FileManager.default.subpathsOfDirectory(atPath: cache.path) {
                let url = cache.appendingPathComponent(path)
                var info = stat()
                // `-shm` is SQLite's shared index of the log, where every reader notes what it reads.
                guard !path.hasSuffix("-shm"), stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                states[path] = FileState(inode: UInt(info.st_ino), modified: info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec,
                                         contents: try Data(contentsOf: url))
            }
            return states
        }
        let before = try files()

        let offline = try await Spawn.run(json + ["--offline"], environment: stub.cacheEnvironment)
        let again = try await Spawn.run(json + ["--offline"], environment: stub.cacheEnvironment)

        #expect(online.status == 0)
        #expect(offline == (0, online.output) && again == offline)
        #expect(before.keys.contains { $0.hasSuffix("repos.sqlite") })
        let after = try files()
        #expect(Set(after.keys) == Set(before.keys))
        #expect(before.keys.filter { after[$0] != before[$0] }.sorted() == [])
    }

    /// Issue 14, item 15: Foundation's URL cache and cookie store are never created; everything
    /// repotui writes is in its cache directory, private (700 / 600).
    @Test func nothingIsCreatedOutsideTheCacheDirectoryAndAllOfItIsPrivate() async throws {
        let stub = try await StubProcess()
        let home = stub.scratchFile("home"), xdgCache = stub.scratchFile("xdg-cache")
        for directory in [home, xdgCache] { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        // As a user runs it: no XDG_DATA_HOME (Foundation's fallback is ~/.local/share), no override.
        let result = try await Spawn.run(
            ["env", "-u", "XDG_DATA_HOME", "-u", "REPOTUI_CACHE_DIR", try Binaries.path(of: "repotui"), "--api-url", stub.apiURL,
             "octocat"],
            environment: ["HOME": home.path, "XDG_CACHE_HOME": xdgCache.path])

        #expect(result.status == 0)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: home.path) == [])
        let created = try FileManager.default.subpathsOfDirectory(atPath: xdgCache.path).sorted()
        #expect(created.first == "repotui")
        #expect(created.allSatisfy { $0.hasPrefix("repotui") })
        for path in created {
            let attributes = try FileManager.default.attributesOfItem(atPath: xdgCache.appendingPathComponent(path).path)
            let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue
            let isDirectory = attributes[.type] as? FileAttributeType == .typeDirectory
            #expect(mode == (isDirectory ? 0o700 : 0o600), "\(path)")
        }
    }

    /// Issue 14, item 13: `OCTOCAT` after `octocat` is the same user: the cache answers and
    /// GitHub is asked conditionally, with the validators stored for the other spelling.
    @Test func anotherSpellingOfALoginUsesTheSameCache() async throws {
        let stub = try await StubProcess()
        let json = [try Binaries.path(of: "repotui"), "--api-url", stub.apiURL, "--json"]

        let lower = try await Spawn.run(json + ["octocat"], environment: stub.cacheEnvironment)
        let upper = try await Spawn.run(json + ["OCTOCAT"], environment: stub.cacheEnvironment)
        let offline = try await Spawn.run(json + ["--offline", "Octocat"], environment: stub.cacheEnvironment)

        #expect(lower.status == 0 && upper == lower && offline == lower)
        let listings = stub.requests().filter { $0.contains("/repos?") }
        #expect(listings.count == 2)
        #expect(listings.last?.contains("if-none-match=-") == false, "\(listings)")
    }

    @Test func offlineWithNothingCachedSaysSoAndCreatesNoFile() async throws {
        let stub = try await StubProcess()
        let cache = stub.scratchFile("never-used-cache")
        let result = try await Spawn.run([try Binaries.path(of: "repotui"), "--api-url", stub.apiURL, "--offline", "octocat"],
                                   environment: ["REPOTUI_CACHE_DIR": cache.path])

        #expect(result == (1, "repotui: nothing cached for octocat yet — run without --offline to fetch it\n"))
        #expect(!FileManager.default.fileExists(atPath: cache.path))
        #expect(stub.requests().isEmpty)
    }

    @Test func unknownUserFailsWithAMessageOnStandardError() async throws {
        let stub = try await StubProcess()
        let result = try await Spawn.run([try Binaries.path(of: "repotui"), "--api-url", stub.apiURL, "--json", "nobody-here"], environment: stub.cacheEnvironment)

        #expect(result.status == 1)
        #expect(result.output == "repotui: GitHub user 'nobody-here' not found\n")
    }

    /// Issue 32, item 1: a one-letter token is blanked out only where it stands as a word —
    /// never inside the login the message names, nor inside its own replacement.
    @Test(arguments: ["x", "e", "d"])
    func aShortTokenNeverCorruptsTheMessage(token: String) async throws {
        let stub = try await StubProcess(arguments: ["--token", "octocat:\(token)"])
        let result = try await Spawn.run([try Binaries.path(of: "repotui"), "--api-url", stub.apiURL, "--json", "ThisUserShouldReallyNotExist"],
                                         environment: stub.cacheEnvironment.merging(["GH_TOKEN": token]) { $1 })

        #expect(result == (1, "repotui: GitHub user 'ThisUserShouldReallyNotExist' not found\n"))
    }

    @Test func anInvalidUserIsAUsageErrorAndSendsNothing() async throws {
        let stub = try await StubProcess()
        let result = try await Spawn.run([try Binaries.path(of: "repotui"), "--api-url", stub.apiURL, "--", "-bad-"], environment: stub.cacheEnvironment)

        #expect(result.status == 64)
        #expect(result.output.contains("invalid user name '-bad-': a GitHub user name cannot start or end with a hyphen"))
        #expect(stub.requests().isEmpty)
    }

    @Test func anUnreachableServerIsAClearError() async throws {
        // Port 9 (discard) on loopback: nothing listens there on these machines.
        let result = try await Spawn.run([try Binaries.path(of: "repotui"), "--no-cache", "--api-url", "http://127.0.0.1:9", "octocat"])

        #expect(result.status == 1)
        #expect(result.output.hasPrefix("repotui: cannot reach GitHub: "))
    }
}
