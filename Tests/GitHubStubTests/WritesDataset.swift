import Foundation
import GitHubStub

/// Accounts for the write endpoints' tests: `ana` owns repositories of every shape a write
/// meets (plain, archived, private, forks behind, ahead, diverged and even with their
/// upstream); `acme` is an organisation where `cat` is an admin and `ben` a member.
enum WritesDataset {
    static let anaToken = "ghp_writes_ana"
    static let benToken = "ghp_writes_ben"
    static let catToken = "ghp_writes_cat"

    static let toolID: Int64 = 51_101

    static let dataset = StubDataset(users: [
        StubUser(
            login: "ana", id: 51_001,
            repos: [
                StubRepository(id: toolID, name: "tool", description: "A tool", topics: ["cli"]),
                StubRepository(id: 51_102, name: "old-notes", isArchived: true),
                StubRepository(id: 51_103, name: "behind-fork", isFork: true, parent: "upstream/project", behindUpstream: 3),
                StubRepository(id: 51_104, name: "ahead-fork", isFork: true, parent: "upstream/project", aheadOfUpstream: 2),
                StubRepository(id: 51_105, name: "diverged-fork", isFork: true, parent: "upstream/project",
                               behindUpstream: 2, aheadOfUpstream: 1),
                StubRepository(id: 51_106, name: "even-fork", isFork: true, parent: "upstream/project"),
                StubRepository(id: 51_107, name: "secret", isPrivate: true),
            ],
            token: anaToken),
        StubUser(login: "ben", id: 51_002, repos: [StubRepository(id: 51_201, name: "ben-tools")], token: benToken),
        StubUser(login: "cat", id: 51_003, token: catToken),
        StubUser(
            login: "acme", id: 51_004, type: .organization,
            repos: [
                StubRepository(id: 51_401, name: "site"),
                StubRepository(id: 51_402, name: "internal", isPrivate: true),
                StubRepository(id: 51_403, name: "acme-fork", isFork: true, parent: "upstream/project", behindUpstream: 1),
            ],
            members: ["ben"], admins: ["cat"]),
        StubUser(login: "upstream", id: 51_005, repos: [StubRepository(id: 51_501, name: "project")]),
    ])
}

/// `method target` with `token` (none when nil) and a JSON body.
func sendJSON(
    _ method: String, _ target: String, token: String?, body: String? = nil, to baseURL: URL
) async throws -> WireResponse {
    var headers = token.map { ["Authorization": "Bearer " + $0] } ?? [:]
    if body != nil { headers["Content-Type"] = "application/json" }
    return try await send(method, target, to: baseURL, headers: headers, body: body.map { Data($0.utf8) })
}

/// `GET target` with `token` (none when nil).
func get(_ target: String, token: String?, from baseURL: URL) async throws -> WireResponse {
    try await sendJSON("GET", target, token: token, to: baseURL)
}

/// A `basic-error` body as the stub writes it.
func basicError(_ message: String, status: Int, documentation: String = "https://docs.github.com/rest") -> String {
    #"{"message":"\#(message)","documentation_url":"\#(documentation)","status":"\#(status)"}"#
}

/// A `validation-error` body with one error about the repository's `field`.
func validationFailed(field: String, code: String, message: String, documentation: String) -> String {
    #"{"message":"Validation Failed","errors":[{"resource":"Repository","code":"\#(code)","field":"\#(field)","#
        + #""message":"\#(message)"}],"documentation_url":"\#(documentation)","status":"422"}"#
}

enum Documentation {
    static let update = "https://docs.github.com/rest/repos/repos#update-a-repository"
    static let topics = "https://docs.github.com/rest/repos/repos#replace-all-repository-topics"
    static let delete = "https://docs.github.com/rest/repos/repos#delete-a-repository"
    static let mergeUpstream = "https://docs.github.com/rest/branches/branches#sync-a-fork-branch-with-the-upstream-repository"
}
