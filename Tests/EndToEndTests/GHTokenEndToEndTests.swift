import Foundation
import Testing

/// The token of a user logged in with gh: read from gh's hosts.yml when gh keeps it there, asked
/// of `gh auth token` when it is in the keyring. Whose token was sent shows in the list: mona's
/// private repository is listed only with her token.
struct GHTokenEndToEndTests {
    static let token = "gho_mona_hosts_file_e2e"

    static let dataset = """
        {"users": [{"login": "mona", "id": 8001, "token": "\(token)", "repos": [
          {"id": 8101, "name": "open", "pushedAt": "2025-06-01T00:00:00Z"},
          {"id": 8102, "name": "secret", "isPrivate": true, "pushedAt": "2025-05-01T00:00:00Z"}
        ]}]}
        """

    struct Listed: Equatable {
        var names: [String]
        /// What the gh on PATH was asked, if it was.
        var ghArguments: String?
    }

    /// `repotui --json mona` with no token in the environment, `hostsFile` as gh's hosts.yml (in
    /// the scratch `XDG_CONFIG_HOME`), and a gh on PATH that prints `ghPrints` (nil: fails).
    func listed(hostsFile: String?, ghPrints: String?) async throws -> Listed {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gh-token-dataset-\(UUID().uuidString).json")
        try Data(Self.dataset.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let stub = try await StubProcess(arguments: ["--data", file.path])
        let environment = stub.cacheEnvironment
        if let hostsFile {
            let directory = URL(fileURLWithPath: try #require(environment["XDG_CONFIG_HOME"])).appendingPathComponent("gh")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try hostsFile.write(to: directory.appendingPathComponent("hosts.yml"), atomically: true, encoding: .utf8)
        }
        let asked = stub.scratchFile("gh-asked")
        let bin = try stub.fakeGHDirectory("gh-bin", script: """
            echo "$@" > \(asked.path)
            \(ghPrints.map { "echo \($0)" } ?? "exit 1")
            """)
        let command = ["sh", "-c", #"PATH="$GH_BIN:/usr/bin:/bin" exec timeout 60 "$@" 2>/dev/null"#, "sh",
                       try Binaries.path(of: "repotui"), "--api-url", stub.apiURL, "--json", "mona"]
        let run = try await Spawn.run(command, environment: environment.merging([
            "GH_TOKEN": "", "GITHUB_TOKEN": "", "GH_CONFIG_DIR": "", "GH_BIN": bin.path,
        ]) { $1 })
        #expect(run.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        let ghArguments = try? String(contentsOf: asked, encoding: .utf8).trimmingCharacters(in: .newlines)
        return Listed(names: rows.compactMap { $0["full_name"] as? String }, ghArguments: ghArguments)
    }

    @Test func aTokenInGhsHostsFileIsSentWithoutAskingGh() async throws {
        let listed = try await listed(hostsFile: "127.0.0.1:\n    user: mona\n    oauth_token: \(Self.token)\n",
                                      ghPrints: "gho_not_this_one")
        #expect(listed == Listed(names: ["mona/open", "mona/secret"], ghArguments: nil))
    }

    @Test func aTokenGhKeepsInTheKeyringIsAskedOfGhForTheAPIsHost() async throws {
        let listed = try await listed(hostsFile: "127.0.0.1:\n    user: mona\n    users:\n        mona:\n",
                                      ghPrints: Self.token)
        #expect(listed == Listed(names: ["mona/open", "mona/secret"], ghArguments: "auth token --hostname 127.0.0.1"))
    }

    @Test func withoutALoginOnlyThePublicRepositoriesAreListed() async throws {
        let listed = try await listed(hostsFile: nil, ghPrints: nil)
        #expect(listed == Listed(names: ["mona/open"], ghArguments: "auth token --hostname 127.0.0.1"))
    }
}
