import Foundation
import GitHubStub
import TestSupport
import Testing

/// Each way `PATCH /repos/{o}/{r}` is refused, in GitHub's order (token, visibility, admin
/// rights, body, archived, name, fork), with GitHub's status and whole body — and the
/// repository served exactly as before.
@Suite struct RepositoryWriteRefusalTests {
    struct Refusal: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var token: String?
        var target: String
        var body: String
        var status: Int
        var response: String
    }

    static let admin = "Must have admin rights to Repository."
    static let archived = "Repository was archived so is read-only."

    static let refusals: [Refusal] = [
        Refusal(testDescription: "no token", token: nil, target: "/repos/ana/tool", body: #"{"archived":true}"#,
                status: 401, response: basicError("Requires authentication", status: 401)),
        Refusal(testDescription: "another user's private repository", token: WritesDataset.benToken, target: "/repos/ana/secret",
                body: #"{"archived":true}"#, status: 404, response: basicError("Not Found", status: 404)),
        Refusal(testDescription: "a stranger on a public repository", token: WritesDataset.benToken, target: "/repos/ana/tool",
                body: #"{"archived":true}"#, status: 403, response: basicError(admin, status: 403, documentation: Documentation.update)),
        Refusal(testDescription: "an organisation member who is not an admin", token: WritesDataset.benToken,
                target: "/repos/acme/site", body: #"{"has_wiki":false}"#,
                status: 403, response: basicError(admin, status: 403, documentation: Documentation.update)),
        Refusal(testDescription: "an archived repository", token: WritesDataset.anaToken, target: "/repos/ana/old-notes",
                body: #"{"description":"x"}"#, status: 403, response: basicError(archived, status: 403, documentation: Documentation.update)),
        Refusal(testDescription: "unarchiving and more at once", token: WritesDataset.anaToken, target: "/repos/ana/old-notes",
                body: #"{"archived":false,"description":"x"}"#,
                status: 403, response: basicError(archived, status: 403, documentation: Documentation.update)),
        Refusal(testDescription: "a name with a space", token: WritesDataset.anaToken, target: "/repos/ana/tool",
                body: #"{"name":"my tool"}"#, status: 422,
                response: validationFailed(field: "name", code: "invalid",
                                           message: "name can only contain ASCII letters, digits, and the characters ., - and _",
                                           documentation: Documentation.update)),
        Refusal(testDescription: "an empty name", token: WritesDataset.anaToken, target: "/repos/ana/tool", body: #"{"name":""}"#,
                status: 422, response: validationFailed(field: "name", code: "invalid", message: "name is too short (minimum is 1 character)",
                                                        documentation: Documentation.update)),
        Refusal(testDescription: "a name of 101 characters", token: WritesDataset.anaToken, target: "/repos/ana/tool",
                body: #"{"name":"\#(String(repeating: "a", count: 101))"}"#, status: 422,
                response: validationFailed(field: "name", code: "invalid", message: "name is too long (maximum is 100 characters)",
                                           documentation: Documentation.update)),
        Refusal(testDescription: "the name ..", token: WritesDataset.anaToken, target: "/repos/ana/tool", body: #"{"name":".."}"#,
                status: 422, response: validationFailed(field: "name", code: "invalid", message: "name .. is reserved",
                                                        documentation: Documentation.update)),
        Refusal(testDescription: "a name another repository has, in other case", token: WritesDataset.anaToken,
                target: "/repos/ana/tool", body: #"{"name":"Old-Notes"}"#, status: 422,
                response: validationFailed(field: "name", code: "custom", message: "name already exists on this account",
                                           documentation: Documentation.update)),
        Refusal(testDescription: "a fork made private", token: WritesDataset.anaToken, target: "/repos/ana/behind-fork",
                body: #"{"private":true}"#, status: 422,
                response: validationFailed(field: "private", code: "custom", message: "forks of public repositories cannot be made private",
                                           documentation: Documentation.update)),
        Refusal(testDescription: "a fork made private by visibility", token: WritesDataset.anaToken, target: "/repos/ana/behind-fork",
                body: #"{"visibility":"private"}"#, status: 422,
                response: validationFailed(field: "private", code: "custom", message: "forks of public repositories cannot be made private",
                                           documentation: Documentation.update)),
        Refusal(testDescription: "a body that is not JSON", token: WritesDataset.anaToken, target: "/repos/ana/tool",
                body: #"{"archived":"#, status: 400,
                response: basicError("Problems parsing JSON", status: 400, documentation: Documentation.update)),
        Refusal(testDescription: "a JSON array", token: WritesDataset.anaToken, target: "/repos/ana/tool", body: "[]", status: 400,
                response: basicError("Problems parsing JSON", status: 400, documentation: Documentation.update)),
        Refusal(testDescription: "a string for a boolean", token: WritesDataset.anaToken, target: "/repos/ana/tool",
                body: #"{"private":"yes"}"#, status: 422,
                response: basicError(#"Invalid request.\n\nFor 'properties/private', \"yes\" is not a boolean."#, status: 422,
                                     documentation: Documentation.update)),
        Refusal(testDescription: "a number for a name", token: WritesDataset.anaToken, target: "/repos/ana/tool",
                body: #"{"name":7}"#, status: 422,
                response: basicError(#"Invalid request.\n\nFor 'properties/name', 7 is not a string."#, status: 422,
                                     documentation: Documentation.update)),
        Refusal(testDescription: "a visibility GitHub does not know", token: WritesDataset.anaToken, target: "/repos/ana/tool",
                body: #"{"visibility":"secret"}"#, status: 422,
                response: basicError(#"Invalid request.\n\nFor 'properties/visibility', \"secret\" is not a member of [\"public\", \"private\"]."#,
                                     status: 422, documentation: Documentation.update)),
    ]

    @Test("A refused PATCH answers GitHub's error and changes nothing", arguments: refusals)
    func refused(_ refusal: Refusal) async throws {
        try await withStubServer(dataset: WritesDataset.dataset) { _, baseURL in
            let before = try await get(refusal.target, token: WritesDataset.anaToken, from: baseURL)
            let response = try await sendJSON("PATCH", refusal.target, token: refusal.token, body: refusal.body, to: baseURL)
            let after = try await get(refusal.target, token: WritesDataset.anaToken, from: baseURL)
            #expect(response.status == refusal.status)
            #expect(response.text == refusal.response)
            #expect(after.text == before.text)
        }
    }

    @Test("A token the dataset does not know is refused with 401 Bad credentials")
    func unknownToken() async throws {
        try await withStubServer(dataset: WritesDataset.dataset) { _, baseURL in
            let response = try await sendJSON("PATCH", "/repos/ana/tool", token: "ghp_nobody", body: "{}", to: baseURL)
            #expect(response.status == 401)
            #expect(response.text == basicError("Bad credentials", status: 401))
        }
    }
}
