import Foundation
import GitHubStub
import TestSupport
import Testing

/// `PATCH` and `DELETE /repos/{o}/{r}` as GitHub answers them: the change served at once by the
/// repository, `/repositories/{id}` and every listing (ETags included), and each refusal with
/// GitHub's status and body, the repository left as it was.
@Suite struct RepositoryWritesTests {
    typealias Dataset = WritesDataset

    @Test("Archiving through PATCH shows in the answer, in GET and in the owner's listing; only unarchiving is then allowed")
    func archiving() async throws {
        try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let archived = try await sendJSON("PATCH", "/repos/ana/tool", token: Dataset.anaToken, body: #"{"archived":true}"#, to: baseURL)
            let detail = try await get("/repos/ana/tool", token: Dataset.anaToken, from: baseURL)
            let listed = try await get("/users/ana/repos", token: Dataset.anaToken, from: baseURL).repositories()
            var expected = WireRepository.tool
            expected.archived = true
            #expect(archived.status == 200)
            #expect(try archived.repository() == expected)
            #expect(archived.text == detail.text)
            #expect(listed.first { $0.fullName == "ana/tool" } == expected)

            let edited = try await sendJSON("PATCH", "/repos/ana/tool", token: Dataset.anaToken, body: #"{"description":"x"}"#, to: baseURL)
            let unarchived = try await sendJSON("PATCH", "/repos/ana/tool", token: Dataset.anaToken, body: #"{"archived":false}"#, to: baseURL)
            #expect(edited.status == 403)
            #expect(edited.text == basicError("Repository was archived so is read-only.", status: 403, documentation: Documentation.update))
            #expect(unarchived.status == 200)
            #expect(try unarchived.repository() == .tool)
        }
    }

    @Test("PATCH changes every setting it is given and nothing else")
    func settings() async throws {
        try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let body = #"{"description":null,"homepage":"https://ana.example","visibility":"private","has_issues":false,"#
                + #""has_wiki":false,"has_projects":false,"unknown":1}"#
            let changed = try await sendJSON("PATCH", "/repos/ana/tool", token: Dataset.anaToken, body: body, to: baseURL)
            let publicAgain = try await sendJSON("PATCH", "/repos/ana/tool", token: Dataset.anaToken, body: #"{"private":false}"#, to: baseURL)
            var expected = WireRepository.tool
            (expected.description, expected.homepage, expected.isPrivate, expected.visibility) = (nil, "https://ana.example", true, "private")
            (expected.hasIssues, expected.hasWiki, expected.hasProjects) = (false, false, false)
            #expect(try changed.repository() == expected)
            (expected.isPrivate, expected.visibility) = (false, "public")
            #expect(try publicAgain.repository() == expected)
        }
    }

    @Test("A listing's and a repository's ETag from before a write get 200 after it, not 304")
    func etagsFollowWrites() async throws {
        try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let listing = try await get("/users/ana/repos", token: Dataset.anaToken, from: baseURL)
            let detail = try await get("/repos/ana/tool", token: Dataset.anaToken, from: baseURL)
            func conditional(_ target: String, _ earlier: WireResponse) async throws -> WireResponse {
                try await send("GET", target, to: baseURL,
                               headers: ["Authorization": "Bearer " + Dataset.anaToken, "If-None-Match": earlier.header("etag") ?? "-"])
            }
            let unchanged = [try await conditional("/users/ana/repos", listing), try await conditional("/repos/ana/tool", detail)]
            _ = try await sendJSON("PATCH", "/repos/ana/tool", token: Dataset.anaToken, body: #"{"description":"new"}"#, to: baseURL)
            let changed = [try await conditional("/users/ana/repos", listing), try await conditional("/repos/ana/tool", detail)]
            #expect(unchanged.map(\.status) == [304, 304])
            #expect(changed.map(\.status) == [200, 200])
            #expect(changed[0].header("etag") != listing.header("etag"))
            #expect(try changed[0].repositories().first { $0.fullName == "ana/tool" }?.description == "new")
            #expect(try changed[1].repository().description == "new")
        }
    }

    @Test("A rename answers under the new name; the old one answers 301 to /repositories/{id}")
    func rename() async throws {
        try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let renamed = try await sendJSON("PATCH", "/repos/ana/tool", token: Dataset.anaToken, body: #"{"name":"gadget"}"#, to: baseURL)
            let old = try await RawHTTPExchange.get("/repos/ana/tool", port: baseURL.port!)
            let new = try await get("/repos/ana/gadget", token: Dataset.anaToken, from: baseURL)
            let byID = try await get("/repositories/\(Dataset.toolID)", token: Dataset.anaToken, from: baseURL)
            let listed = try await get("/users/ana/repos", from: baseURL).repositories().map(\.fullName)
            var expected = WireRepository.tool
            expected.fullName = "ana/gadget"
            #expect([renamed, new, byID].map(\.status) == [200, 200, 200])
            #expect(old.status == 301)
            #expect(old.header("location") == "\(baseURL.absoluteString)/repositories/\(Dataset.toolID)")
            #expect(try [renamed.repository(), new.repository(), byID.repository()] == [expected, expected, expected])
            #expect(listed.sorted() == ["ana/ahead-fork", "ana/behind-fork", "ana/diverged-fork", "ana/even-fork", "ana/gadget", "ana/old-notes"])
        }
    }

    @Test("DELETE answers 204 and the repository is gone: 404 by name and id, absent from every listing")
    func delete() async throws {
        try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            // Listed first, so a remembered page would show it again if writes did not forget it.
            _ = try await get("/users/ana/repos", from: baseURL)
            let stranger = try await sendJSON("DELETE", "/repos/ana/tool", token: Dataset.benToken, to: baseURL)
            let deleted = try await sendJSON("DELETE", "/repos/ana/tool", token: Dataset.anaToken, to: baseURL)
            let again = try await sendJSON("DELETE", "/repos/ana/tool", token: Dataset.anaToken, to: baseURL)
            let byName = try await get("/repos/ana/tool", token: Dataset.anaToken, from: baseURL)
            let byID = try await get("/repositories/\(Dataset.toolID)", token: Dataset.anaToken, from: baseURL)
            let listed = try await get("/users/ana/repos", from: baseURL).repositories().map(\.fullName)
            let own = try await get("/user/repos", token: Dataset.anaToken, from: baseURL).repositories().map(\.fullName)
            #expect([stranger, deleted, again, byName, byID].map(\.status) == [403, 204, 404, 404, 404])
            #expect(stranger.text == basicError("Must have admin rights to Repository.", status: 403, documentation: Documentation.delete))
            #expect(deleted.body.isEmpty)
            #expect(listed.sorted() == ["ana/ahead-fork", "ana/behind-fork", "ana/diverged-fork", "ana/even-fork", "ana/old-notes"])
            #expect(own.sorted() == ["ana/ahead-fork", "ana/behind-fork", "ana/diverged-fork", "ana/even-fork", "ana/old-notes", "ana/secret"])
        }
    }

    @Test("An organisation's admin deletes its repository; the organisation's listing drops it")
    func organisationAdminDeletes() async throws {
        try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let member = try await sendJSON("DELETE", "/repos/acme/site", token: Dataset.benToken, to: baseURL)
            let admin = try await sendJSON("DELETE", "/repos/acme/site", token: Dataset.catToken, to: baseURL)
            let listed = try await get("/orgs/acme/repos", token: Dataset.catToken, from: baseURL).repositories().map(\.fullName)
            #expect([member, admin].map(\.status) == [403, 204])
            #expect(listed.sorted() == ["acme/acme-fork", "acme/internal"])
        }
    }

    @Test("Writes are recorded with their method, target and body")
    func writesAreRecorded() async throws {
        try await withStubServer(dataset: Dataset.dataset) { server, baseURL in
            _ = try await sendJSON("PATCH", "/repos/ana/tool", token: Dataset.anaToken, body: #"{"archived":true}"#, to: baseURL)
            _ = try await sendJSON("DELETE", "/repos/ana/even-fork", token: Dataset.anaToken, to: baseURL)
            let recorded = await server.recordedRequests.map { [$0.method, $0.target, String(decoding: $0.body, as: UTF8.self)] }
            #expect(recorded == [["PATCH", "/repos/ana/tool", #"{"archived":true}"#], ["DELETE", "/repos/ana/even-fork", ""]])
        }
    }
}
