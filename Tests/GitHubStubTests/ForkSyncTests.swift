import Foundation
import GitHubStub
import TestSupport
import Testing

/// A fork against its upstream: `compare/{base}...{upstream-owner}:{branch}` reports the
/// dataset's counts as GitHub words them, and `merge-upstream` fast-forwards a fork that is only
/// behind, has nothing to do for one that is not, and refuses one that diverged.
@Suite struct ForkSyncTests {
    typealias Dataset = WritesDataset

    static func comparison(_ status: String, ahead: Int, behind: Int) -> String {
        #"{"status":"\#(status)","ahead_by":\#(ahead),"behind_by":\#(behind),"total_commits":\#(ahead)}"#
    }

    @Test("Comparing a fork with its upstream's branch counts the upstream's commits as ahead")
    func compare() async throws {
        try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            var answers: [String] = []
            for target in [
                "/repos/ana/behind-fork/compare/main...upstream:main", "/repos/ana/ahead-fork/compare/main...upstream:main",
                "/repos/ana/diverged-fork/compare/main...UPSTREAM:main", "/repos/ana/even-fork/compare/main...upstream:feature/x",
            ] {
                let response = try await get(target, from: baseURL)
                answers.append("\(response.status) \(response.text)")
            }
            #expect(answers == [
                "200 " + Self.comparison("ahead", ahead: 3, behind: 0), "200 " + Self.comparison("behind", ahead: 0, behind: 2),
                "200 " + Self.comparison("diverged", ahead: 2, behind: 1), "200 " + Self.comparison("identical", ahead: 0, behind: 0),
            ])
        }
    }

    @Test("Any other comparison is 404: not a fork, another owner's head, a head without owner, a hidden fork")
    func unknownComparisons() async throws {
        try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            var statuses: [Int] = []
            for target in [
                "/repos/ana/tool/compare/main...upstream:main", "/repos/ana/behind-fork/compare/main...ben:main",
                "/repos/ana/behind-fork/compare/main...main", "/repos/ana/behind-fork/compare/main", "/repos/nobody/x/compare/a...b:c",
            ] {
                statuses.append(try await get(target, from: baseURL).status)
            }
            #expect(statuses == [404, 404, 404, 404, 404])
        }
    }

    static func merged(_ fastForwarded: Bool) -> String {
        fastForwarded
            ? #"{"message":"Successfully fetched and fast-forwarded from upstream upstream:main.","merge_type":"fast-forward","base_branch":"upstream:main"}"#
            : #"{"message":"This branch is not behind the upstream upstream:main.","merge_type":"none","base_branch":"upstream:main"}"#
    }

    @Test("merge-upstream fast-forwards a fork that is behind, then finds nothing to do")
    func fastForward() async throws {
        try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let body = #"{"branch":"main"}"#
            let first = try await sendJSON("POST", "/repos/ana/behind-fork/merge-upstream", token: Dataset.anaToken, body: body, to: baseURL)
            let compared = try await get("/repos/ana/behind-fork/compare/main...upstream:main", from: baseURL)
            let second = try await sendJSON("POST", "/repos/ana/behind-fork/merge-upstream", token: Dataset.anaToken, body: body, to: baseURL)
            let ahead = try await sendJSON("POST", "/repos/ana/ahead-fork/merge-upstream", token: Dataset.anaToken, body: body, to: baseURL)
            let member = try await sendJSON("POST", "/repos/acme/acme-fork/merge-upstream", token: Dataset.benToken, body: body, to: baseURL)
            #expect([first, compared, second, ahead, member].map(\.status) == [200, 200, 200, 200, 200])
            #expect([first, compared, second, ahead, member].map(\.text) == [
                Self.merged(true), Self.comparison("identical", ahead: 0, behind: 0), Self.merged(false), Self.merged(false), Self.merged(true),
            ])
        }
    }

    @Test("merge-upstream refuses: no token, a reader, a diverged fork, not a fork, no branch")
    func refused() async throws {
        try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let body = #"{"branch":"main"}"#
            var answers: [String] = []
            for (target, token, sent) in [
                ("/repos/ana/behind-fork/merge-upstream", nil, body), ("/repos/ana/behind-fork/merge-upstream", Dataset.benToken, body),
                ("/repos/ana/diverged-fork/merge-upstream", Dataset.anaToken, body), ("/repos/ana/tool/merge-upstream", Dataset.anaToken, body),
                ("/repos/ana/behind-fork/merge-upstream", Dataset.anaToken, "{}"),
            ] as [(String, String?, String)] {
                let response = try await sendJSON("POST", target, token: token, body: sent, to: baseURL)
                answers.append("\(response.status) \(response.text)")
            }
            let compared = try await get("/repos/ana/behind-fork/compare/main...upstream:main", from: baseURL)
            #expect(answers == [
                "401 " + basicError("Requires authentication", status: 401),
                "403 " + basicError("Must have push access to Repository.", status: 403, documentation: Documentation.mergeUpstream),
                "409 " + basicError("There are merge conflicts", status: 409, documentation: Documentation.mergeUpstream),
                "422 " + validationFailed(field: "branch", code: "custom", message: "This repository is not a fork.",
                                          documentation: Documentation.mergeUpstream),
                "422 " + basicError(#"Invalid request.\n\n\"branch\" wasn't supplied."#, status: 422, documentation: Documentation.mergeUpstream),
            ])
            #expect(compared.text == Self.comparison("ahead", ahead: 3, behind: 0))
        }
    }
}
