import Foundation
import GitHubStub
import TestSupport
import Testing

/// `PUT /repos/{o}/{r}/topics`: the topics become the ones sent, duplicates collapsed; a topic
/// GitHub would refuse, or one too many, is a 422 naming it and changes nothing.
@Suite struct RepositoryTopicsTests {
    typealias Dataset = WritesDataset

    @Test("Valid topics replace the old ones, duplicates collapsed, and GET shows them")
    func replaced() async throws {
        try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let body = #"{"names":["swift","web-1","swift","9lives"]}"#
            let replaced = try await sendJSON("PUT", "/repos/ana/tool/topics", token: Dataset.anaToken, body: body, to: baseURL)
            let detail = try await get("/repos/ana/tool", token: Dataset.anaToken, from: baseURL)
            let cleared = try await sendJSON("PUT", "/repos/ana/tool/topics", token: Dataset.anaToken, body: #"{"names":[]}"#, to: baseURL)
            var expected = WireRepository.tool
            expected.topics = ["swift", "web-1", "9lives"]
            #expect([replaced, cleared].map(\.status) == [200, 200])
            #expect(replaced.text == #"{"names":["swift","web-1","9lives"]}"#)
            #expect(try detail.repository() == expected)
            #expect(cleared.text == #"{"names":[]}"#)
        }
    }

    static let rule = "Topics must start with a lowercase letter or number, consist of 50 characters or less, and can include hyphens."
    static let long = String(repeating: "a", count: 51)

    @Test("An invalid topic list is refused with 422 and the topics stay", arguments: [
        (#"{"names":["ok","Swift"]}"#, validationFailed(field: "names", code: "invalid", message: #"\"Swift\" is not a valid topic. \#(rule)"#,
                                                        documentation: Documentation.topics)),
        (#"{"names":["\#(long)"]}"#, validationFailed(field: "names", code: "invalid", message: #"\"\#(long)\" is not a valid topic. \#(rule)"#,
                                                      documentation: Documentation.topics)),
        (#"{"names":["-dash"]}"#, validationFailed(field: "names", code: "invalid", message: #"\"-dash\" is not a valid topic. \#(rule)"#,
                                                   documentation: Documentation.topics)),
        (#"{"names":[\#((1...21).map { "\"t\($0)\"" }.joined(separator: ","))]}"#,
         validationFailed(field: "names", code: "invalid", message: "A repository cannot have more than 20 topics.",
                          documentation: Documentation.topics)),
        ("{}", basicError(#"Invalid request.\n\n\"names\" wasn't supplied."#, status: 422, documentation: Documentation.topics)),
        (#"{"names":["ok",1]}"#, basicError(#"Invalid request.\n\nFor 'properties/names/items', 1 is not a string."#, status: 422,
                                             documentation: Documentation.topics)),
    ])
    func refused(body: String, response: String) async throws {
        try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let refused = try await sendJSON("PUT", "/repos/ana/tool/topics", token: Dataset.anaToken, body: body, to: baseURL)
            let detail = try await get("/repos/ana/tool", token: Dataset.anaToken, from: baseURL)
            #expect(refused.status == 422)
            #expect(refused.text == response)
            #expect(try detail.repository() == .tool)
        }
    }

    @Test("Topics take a token, admin rights and a repository that is not archived")
    func access() async throws {
        try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let body = #"{"names":["new"]}"#
            let anonymous = try await sendJSON("PUT", "/repos/ana/tool/topics", token: nil, body: body, to: baseURL)
            let member = try await sendJSON("PUT", "/repos/acme/site/topics", token: Dataset.benToken, body: body, to: baseURL)
            let archived = try await sendJSON("PUT", "/repos/ana/old-notes/topics", token: Dataset.anaToken, body: body, to: baseURL)
            let admin = try await sendJSON("PUT", "/repos/acme/site/topics", token: Dataset.catToken, body: body, to: baseURL)
            #expect([anonymous, member, archived, admin].map(\.status) == [401, 403, 403, 200])
            #expect([anonymous.text, member.text, archived.text, admin.text] == [
                basicError("Requires authentication", status: 401),
                basicError("Must have admin rights to Repository.", status: 403, documentation: Documentation.topics),
                basicError("Repository was archived so is read-only.", status: 403, documentation: Documentation.topics),
                body,
            ])
        }
    }
}
