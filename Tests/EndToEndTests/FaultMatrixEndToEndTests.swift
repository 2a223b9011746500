import Foundation
import TestSupport
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every way GitHub can fail, through `repotui --json` against the stub's fault modes: cold, the
/// message and exit status; warm, the cached list with a warning, and the cache unchanged.
/// One case at a time: ten stubs and their retrying clients at once starve a 2-core machine.
@Suite(.serialized)
struct FaultMatrixEndToEndTests {
    @Test(arguments: [
        ("rate-limit", "GitHub rate limit: the core budget without a token is spent until "),
        ("secondary-rate-limit:1", "GitHub rate limit"),
        ("too-many-requests:1", "GitHub rate limit"),
        ("bad-credentials", "this GitHub server requires a token (401): set GH_TOKEN or GITHUB_TOKEN, or log in with `gh auth login`"),
        ("status:500", "GitHub answered 500"),
        ("status:503", "GitHub answered 503"),
        ("html:502", "GitHub answered 502"),
        ("truncated-json", "unexpected response from GitHub"),
        ("wrong-shape", "unexpected response from GitHub"),
        ("drop", "unexpected response from GitHub: response cut off"),
    ])
    func aFailingGitHubIsReportedColdAndLeavesTheCacheAsItWasWarm(fault: String, message: String) async throws {
        let stub = try await StubProcess()
        let repotui = try Binaries.path(of: "repotui")
        let json = [repotui, "--json", "--api-url", stub.apiURL, "octocat"]
        let coldCache = ["REPOTUI_CACHE_DIR": stub.scratchFile("cold-cache").path]
        try await stub.inject(fault, forLogin: "octocat")

        let cold = try await Spawn.run(json, environment: coldCache)
        #expect(cold.status == 1)
        #expect(cold.output.hasPrefix("repotui: " + message), "\(cold.output)")

        try await stub.clearFaults()
        let healthy = try await Spawn.run(json, environment: stub.cacheEnvironment)
        try await stub.inject(fault, forLogin: "octocat")
        let warm = try await Spawn.run(json, environment: stub.cacheEnvironment)
        let offline = try await Spawn.run(json + ["--offline"], environment: stub.cacheEnvironment)

        #expect(healthy.status == 0)
        let warning = try #require(warm.output.split(separator: "\n").first.map(String.init))
        #expect(warm.status == 0)
        #expect(warning.hasPrefix("repotui: " + message) && warning.contains(" — showing cached data from "), "\(warning)")
        #expect(warm.output == warning + "\n" + healthy.output)
        #expect(offline == (0, healthy.output))
    }
}
