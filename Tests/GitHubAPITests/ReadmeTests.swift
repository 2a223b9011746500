import Foundation
import GitHubStub
import RepoCore
import TestSupport
import Testing
@testable import GitHubAPI

/// `/readme`: GitHub's base64 `content-file` as asked, with the file's path; raw bytes when a
/// server sends those instead; 404 as "no README", and 304 to its own `ETag`.
@Suite struct ReadmeTests {
    static let helloWorld = StubDataset.sample.requiredUser("octocat").repos.first { $0.name == "Hello-World" }?.readme

    @Test func theReadmeIsAskedForAsAContentFileAndArrivesWithItsPathAndETag() async throws {
        let (answer, requests) = try await withStubServer { server, baseURL in
            (try await makeClient(baseURL).readme(owner: "octocat", name: "Hello-World"), await server.recordedRequests)
        }
        guard case .modified(let readme) = answer else {
            Issue.record("expected the README, got \(answer)")
            return
        }
        #expect(readme.value == Self.helloWorld.map { ReadmeFile(text: $0, path: "README.md") })
        #expect(readme.etag?.hasPrefix("\"") == true)
        #expect(requests.map(\.path) == ["/repos/octocat/Hello-World/readme"])
        #expect(requests.map { $0.headers["accept"] } == ["application/vnd.github+json"])
        #expect(requests.map { $0.headers["if-none-match"] } == [nil])
    }

    @Test func aReadmeElsewhereThanREADMEmdArrivesWithItsPath() async throws {
        var dataset = StubDataset.sample
        let user = try #require(dataset.users.firstIndex { $0.login == "octocat" })
        let repo = try #require(dataset.users[user].repos.firstIndex { $0.name == "Hello-World" })
        dataset.users[user].repos[repo].readme = "Hello\n=====\n\n* one\n"
        dataset.users[user].repos[repo].readmePath = "docs/README.rst"
        let answer = try await withStubServer(dataset: dataset) { _, baseURL in
            try await makeClient(baseURL).readme(owner: "octocat", name: "Hello-World")
        }
        guard case .modified(let readme) = answer else {
            Issue.record("expected the README, got \(answer)")
            return
        }
        #expect(readme.value == ReadmeFile(text: "Hello\n=====\n\n* one\n", path: "docs/README.rst"))
        #expect(readme.value?.isMarkdown == false)
    }

    @Test func aRevalidationSendsTheETagAndA304IsNotModified() async throws {
        let (again, requests) = try await withStubServer { server, baseURL in
            let client = makeClient(baseURL)
            guard case .modified(let first) = try await client.readme(owner: "octocat", name: "Hello-World") else {
                throw GitHubError.unexpectedResponse("an unconditional request answered 304")
            }
            let again = try await client.readme(owner: "octocat", name: "Hello-World", ifNoneMatch: first.etag)
            return (again, await server.recordedRequests.map { $0.headers["if-none-match"] == first.etag })
        }
        #expect(again == .notModified)
        #expect(requests == [false, true])
    }

    @Test func aRepositoryWithoutReadmeIsNilWithoutATag() async throws {
        let answer = try await withStubServer { _, baseURL in
            try await makeClient(baseURL).readme(owner: "octocat", name: "octocat.github.io", ifNoneMatch: "\"stale\"")
        }
        #expect(answer == .modified(Tagged(nil, etag: nil)))
    }

    @Test(arguments: ["application/json; charset=utf-8", "application/vnd.github+json", "application/vnd.github.v3+json"])
    func aContentFileObjectIsDecodedFromItsBase64(contentType: String) throws {
        let text = "# Título\n\n日本語 👋\n" + String(repeating: "long line ", count: 20) + "\n"
        let reply = Self.reply(contentType: contentType, body: Self.contentFile(Data(text.utf8)))

        #expect(try ReadmeBody.file(from: reply) == ReadmeFile(text: text, path: "README.md"))
    }

    @Test(arguments: [
        "application/vnd.github.raw+json; charset=utf-8", "application/vnd.github.v3.raw; charset=utf-8",
        "text/plain; charset=utf-8", "",
    ])
    func aRawBodyIsTheTextEvenWhenItLooksLikeJSON(contentType: String) throws {
        let text = #"{"content": "not base64", "encoding": "base64"}"#

        #expect(try ReadmeBody.file(from: Self.reply(contentType: contentType, body: Data(text.utf8))) == ReadmeFile(text: text))
    }

    @Test func aByteOrderMarkIsDroppedAndInvalidUTF8Replaced() throws {
        let bytes = Data([0xEF, 0xBB, 0xBF]) + Data("# Hi ".utf8) + Data([0xFF]) + Data("\n".utf8)

        #expect(try ReadmeBody.file(from: Self.reply(contentType: "text/plain", body: bytes)).text == "# Hi \u{FFFD}\n")
        #expect(try ReadmeBody.file(from: Self.reply(contentType: "application/json", body: Self.contentFile(bytes))).text
            == "# Hi \u{FFFD}\n")
    }

    @Test func aContentFileWhoseContentIsNotBase64IsAnUnexpectedResponse() {
        // The content OpenAPI's example carries: a placeholder, not base64.
        let body = #"{"type": "file", "encoding": "base64", "content": "encoded content ..."}"#
        let reply = Self.reply(contentType: "application/json", body: Data(body.utf8))

        #expect(throws: GitHubError.unexpectedResponse("README content is not base64")) { try ReadmeBody.file(from: reply) }
    }

    @Test func aContentFileThatIsNotJSONIsAnUnexpectedResponse() {
        let reply = Self.reply(contentType: "application/json", body: Data("<html>proxy error</html>".utf8))

        #expect {
            try ReadmeBody.file(from: reply)
        } throws: { error in
            if case GitHubError.unexpectedResponse = error { true } else { false }
        }
    }

    /// GitHub's `content-file` object for `bytes`: base64 wrapped at 60 columns, as the API sends it.
    static func contentFile(_ bytes: Data) -> Data {
        let encoded = bytes.base64EncodedString()
        var wrapped = ""
        var rest = Substring(encoded)
        while !rest.isEmpty {
            wrapped += rest.prefix(60) + "\n"
            rest = rest.dropFirst(60)
        }
        let object: [String: Any] = ["type": "file", "encoding": "base64", "name": "README.md", "path": "README.md", "content": wrapped]
        return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }

    static func reply(contentType: String, body: Data) -> HTTPReply {
        HTTPReply(url: URL(string: "https://api.github.com/repos/octocat/Hello-World/readme")!, status: 200,
                  headers: contentType.isEmpty ? [:] : ["Content-Type": contentType], body: body)
    }
}
