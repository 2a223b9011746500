import Foundation
import TestSupport
import Testing

/// Issue 15's scopes as a script uses them: the token's own repositories (private ones too)
/// without naming the user, starred lists, and a cache that never shows one token's rows to
/// another run.
@Suite(.serialized)
struct ScopeEndToEndTests {
    /// No token from the environment running the tests, whatever it has.
    static let noToken = ["GH_TOKEN": "", "GITHUB_TOKEN": ""]

    static func names(_ output: String) throws -> [String] {
        let array = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        return array.compactMap { $0["full_name"] as? String }
    }

    @Test func privateRowsFetchedWithATokenNeverShowToAnotherTokenOrToNone() async throws {
        let stub = try await StubProcess.scoped()
        let repotui = try Binaries.path(of: "repotui")
        func run(_ arguments: [String], token: String?) async throws -> (status: Int32, output: String) {
            try await Spawn.run([repotui, "--api-url", stub.apiURL] + arguments,
                          environment: stub.cacheEnvironment.merging(Self.noToken) { $1 }.merging(["GH_TOKEN": token ?? ""]) { $1 })
        }

        // No login given: the token's user, private repositories and their organisation's included.
        let own = try await run(["--json"], token: ScopeDataset.anaToken)
        #expect(own.status == 0)
        #expect(try Self.names(own.output)
                == ["ana/ana-public", "ana/ana-secret-0", "acme/acme-site", "ana/ana-secret-1", "acme/acme-internal"])

        // The same cache, offline: ana's token sees them; ben's token and no token see nothing cached.
        #expect(try await Self.names(run(["--offline", "--json", "ana"], token: ScopeDataset.anaToken).output).count == 5)
        #expect(try await run(["--offline", "--json", "ana"], token: ScopeDataset.benToken)
                == (1, "repotui: nothing cached for ana yet — run without --offline to fetch it\n"))
        #expect(try await run(["--offline", "--json", "ana"], token: nil)
                == (1, "repotui: nothing cached for ana yet — run without --offline to fetch it\n"))

        // Without a token ana's list is public only, and caching it changes nothing for the token.
        #expect(try await Self.names(run(["--json", "ana"], token: nil).output) == ["ana/ana-public"])
        #expect(try await Self.names(run(["--offline", "--json", "ana"], token: ScopeDataset.anaToken).output).count == 5)
    }

    @Test func withoutALoginOrATokenItSaysHowToGiveOneAndExitsWith64() async throws {
        let stub = try await StubProcess.scoped()
        let result = try await Spawn.run([try Binaries.path(of: "repotui"), "--api-url", stub.apiURL, "--json"],
                                   environment: stub.cacheEnvironment.merging(Self.noToken) { $1 })
        #expect(result.status == 64)
        #expect(result.output.hasPrefix("repotui: which user? Pass a login (repotui octocat), or set GH_TOKEN"))
        #expect(stub.requests().isEmpty)
    }

    @Test func aRejectedTokenIsSaidOnceCachesNothingAndIsNotRetried() async throws {
        let stub = try await StubProcess.scoped()
        let repotui = try Binaries.path(of: "repotui")
        let environment = stub.cacheEnvironment.merging(Self.noToken) { $1 }.merging(["GH_TOKEN": "ghp_revoked_long_ago"]) { $1 }
        let result = try await Spawn.run([repotui, "--api-url", stub.apiURL, "--json", "ana"], environment: environment)
        let offline = try await Spawn.run([repotui, "--api-url", stub.apiURL, "--offline", "--json", "ana"], environment: environment)

        #expect(result == (1, "repotui: GitHub rejected the token (401): check GH_TOKEN / GITHUB_TOKEN, or log in again with `gh auth login`\n"))
        // Whose the token is comes first; a request started beside it may have gone out before
        // its 401 ended the run. None is ever asked again.
        let requests = stub.requests()
        #expect(requests.first?.hasPrefix("GET /user ") == true, "\(requests)")
        #expect(requests.count <= 2 && Set(requests).count == requests.count, "\(requests)")
        #expect(offline.status == 1)
    }

    @Test func theStarredListPrintsEveryStarNewestFirstWithItsDate() async throws {
        let stub = try await StubProcess.scoped()
        let repotui = try Binaries.path(of: "repotui")
        let result = try await Spawn.run([repotui, "--api-url", stub.apiURL, "--starred", "--json", "ana"],
                                   environment: stub.cacheEnvironment.merging(Self.noToken) { $1 })
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        let dates = array.compactMap { $0["starred_at"] as? String }

        #expect(result.status == 0)
        #expect(array.count == ScopeDataset.starredCount)
        #expect(dates.count == ScopeDataset.starredCount)
        #expect(dates == dates.sorted(by: >))

        let narrowed = try await Spawn.run([repotui, "--api-url", stub.apiURL, "--scope", "starred", "--offline",
                                      "--filter", "owner:ana-starred lang:swift", "ana"],
                                     environment: stub.cacheEnvironment.merging(Self.noToken) { $1 })
        #expect(narrowed.status == 0)
        #expect(!narrowed.output.isEmpty)
        #expect(narrowed.output.split(separator: "\n").allSatisfy { $0.hasPrefix("ana-starred/") })
    }

    @Test func theMemberOfScopeListsTheTokensOrganisationsAndOnlyThose() async throws {
        let stub = try await StubProcess.scoped()
        let repotui = try Binaries.path(of: "repotui")
        func run(_ arguments: [String], token: String?) async throws -> (status: Int32, output: String) {
            try await Spawn.run([repotui, "--api-url", stub.apiURL, "--scope", "orgs"] + arguments,
                          environment: stub.cacheEnvironment.merging(Self.noToken) { $1 }.merging(["GH_TOKEN": token ?? ""]) { $1 })
        }
        let own = try await run(["--json"], token: ScopeDataset.anaToken)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(own.output.utf8)) as? [[String: Any]])
        #expect(own.status == 0)
        #expect(array.map { $0["login"] as? String } == ["acme"])
        #expect(array.map { $0["repository_count"] as? Int } == [2])
        #expect(try await run(["--offline"], token: ScopeDataset.anaToken) == (0, "acme\tThe Acme organisation\t2\n"))

        let someoneElse = try await run(["acme"], token: ScopeDataset.anaToken)
        #expect(someoneElse == (64, "repotui: --scope orgs lists the token's own organisations (ana's), not acme's\n"))
        let noToken = try await run([], token: nil)
        #expect(noToken.status == 64)
        #expect(noToken.output.contains("needs a token"))
    }

    @Test func conflictingScopeOptionsAreRefused() async throws {
        let repotui = try Binaries.path(of: "repotui")
        let both = try await Spawn.run([repotui, "--starred", "--scope", "repos", "ana"], environment: Self.noToken)
        let order = try await Spawn.run([repotui, "--sort", "starred", "ana"], environment: Self.noToken)
        #expect(both.status == 64)
        #expect(both.output.contains("--starred and --scope repos ask for different lists"))
        #expect(order.status == 64)
        #expect(order.output.contains("--sort starred orders a starred list: add --starred"))
    }

    @Test func tabSwitchesToTheStarredListOnScreenAndBack() async throws {
        let stub = try await StubProcess.scoped()
        let run = try await ShellRun(stub: stub, user: "ana", width: 100, height: 20, extraEnvironment: Self.noToken, name: "scopes")
        let first = try await run.tmux.waitForText("ana · 1 repository")
        #expect(first[0].hasSuffix("Repositories  Starred  Search"))

        try await run.tmux.sendKeys("Tab")
        let starred = try await run.tmux.waitForText("ana · starred · 250 repositories")
        #expect(starred[0].contains("starred ↓"))
        // Other owners' repositories are named owner/name; in a NAME column too narrow for both
        // the owner gives way first, then the name's middle (the preview's title names it whole).
        #expect(starred[3].hasPrefix("› ui-das…-0001 "), "\(starred[3])")
        #expect(starred[2].contains("│ ana-starred/ui-dashboard"), "\(starred[2])")

        try await run.tmux.sendKeys("BTab")
        _ = try await run.tmux.waitForText("ana · 1 repository")
        try await run.tmux.sendKeys("q")
        #expect(try await run.waitForExit().status == "0")
    }
}
