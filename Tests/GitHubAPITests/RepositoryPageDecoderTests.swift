import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import GitHubAPI
import GitHubStub
import RepoCore
import TestSupport
import Testing

/// The page decoder against `JSONDecoder` and GitHub's DTOs — the reference it replaces — on
/// GitHub's own examples, on every page the stub serves (hostile and Unicode accounts, a
/// 250-repository organisation, starred items), on hand-made edge cases, and on broken pages:
/// the same repositories, or the same refusal in the same words.
struct RepositoryPageDecoderTests {
    /// What the app read before: `JSONDecoder`, the DTOs, `toDomain()`; failures as GitHubErrorMapping words them.
    static func reference(_ data: Data, starred: Bool) -> Result<[Repository], RepositoryPageDecoder.Failure> {
        let decoder = GitHubJSON.makeDecoder()
        do {
            if starred {
                return .success(try decoder.decode([StarredRepositoryDTO].self, from: data).map { $0.repository.toDomain() })
            }
            return .success(try decoder.decode([RepositoryDTO].self, from: data).map { $0.toDomain() })
        } catch {
            guard case .unexpectedResponse(let message) = GitHubErrorMapping.error(forDecodingFailure: error) else {
                return .failure(.init(message: "\(error)"))
            }
            return .failure(.init(message: message))
        }
    }

    static func decoded(_ data: Data, starred: Bool) -> Result<[Repository], RepositoryPageDecoder.Failure> {
        Result { () throws(RepositoryPageDecoder.Failure) in try RepositoryPageDecoder.repositories(data, starred: starred) }
    }

    static func expectSame(_ data: Data, starred: Bool = false, _ source: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = reference(data, starred: starred), actual = decoded(data, starred: starred)
        #expect(actual == expected, "\(source)", sourceLocation: sourceLocation)
    }

    @Test(.enabled(if: Fixtures.isAvailable, "needs ../shared/fixtures/github"), arguments: [
        ("openapi-examples/users-username-repos.200.minimal-repository-items.json", false),
        ("openapi-examples/orgs-org-repos.200.minimal-repository-items.json", false),
        ("openapi-examples/user-repos.200.repository-items-default-response.json", false),
        ("openapi-examples/users-username-starred.200.repository-items-default-response.json", false),
        ("openapi-examples/user-starred.200.repository-items-default-response.json", false),
        ("openapi-examples/user-starred.200.starred-repository-items-alternative-response-with-star-creation-timestamps.json", true),
    ])
    func githubsOwnExamplesReadAsJSONDecoderReadsThem(path: String, starred: Bool) throws {
        let data = try Fixtures.data(path)
        let read = try RepositoryPageDecoder.repositories(data, starred: starred)
        #expect(!read.isEmpty)
        Self.expectSame(data, starred: starred, path)
    }

    @Test func everyPageTheStubServesReadsAsJSONDecoderReadsIt() async throws {
        try await withStubServer { _, baseURL in
            var pages = 0
            for login in ["octocat", "unicode-zoo", "hostile", "big-org", "emptyuser"] {
                for (path, starred) in [("users/\(login)/repos", false), ("users/\(login)/starred", true), ("users/\(login)/starred", false)] {
                    for page in 1...3 {
                        var request = URLRequest(url: baseURL.appending(path: path).appending(queryItems: [
                            URLQueryItem(name: "per_page", value: "100"), URLQueryItem(name: "page", value: String(page))]))
                        request.setValue(starred ? Endpoint.starredMediaType : GitHubTransport.jsonMediaType, forHTTPHeaderField: "Accept")
                        let (data, response) = try await URLSession.shared.data(for: request)
                        guard (response as? HTTPURLResponse)?.statusCode == 200 else { continue }
                        pages += 1
                        Self.expectSame(data, starred: starred, "\(path) page \(page)")
                    }
                }
            }
            #expect(pages >= 15)
        }
    }

    static let item = #"{"id":1,"name":"n","full_name":"o/n","owner":{"login":"o","id":2},"html_url":"https://github.com/o/n""#

    @Test(arguments: [
        // Escapes, surrogate pairs, emoji, right-to-left text, long strings, unknown nested values.
        "[" + item + #","description":"tab\tnew\nline \"q\" \\ \/ \u00e9 \ud83d\ude80 \u202e\u05e9\u05dc\u05d5\u05dd","x":{"y":[1,2.5e3,-0,true,false,null,{"z":"\u0000"}]}}]"#,
        "[" + item + #","description":""# + String(repeating: "ж🚀a", count: 140) + #""}]"#,
        // Nulls for every optional field; counts as whole numbers in other spellings.
        "[" + item + #","description":null,"language":null,"license":null,"topics":null,"pushed_at":null,"fork":null,"stargazers_count":5.0,"forks_count":1e2,"size":-0}]"#,
        // A licence, topics, facts of a full repository, a parent, an organisation owner.
        "[" + #"{"id":1,"name":"n","full_name":"o/n","owner":{"login":"o","id":2,"type":"Organization","avatar_url":"a"},"html_url":"h","license":{"key":"mit","name":"MIT","spdx_id":"MIT","url":null},"topics":["a","b"],"subscribers_count":3,"network_count":4,"visibility":"public","has_issues":true,"parent":{"full_name":"p/q"},"template_repository":null,"created_at":"2011-01-26T19:01:12Z","updated_at":"2011-01-26T19:01:12.5Z","pushed_at":"2011-01-26T19:01:12+02:00"}]"#,
        // Trailing commas, which JSONDecoder lets through.
        "[" + item + #","topics":["a","b",],}, ]"#,
        // Fields the app does not read are stepped over as leniently as JSONDecoder does.
        "[" + item + ",\"node_id\":\"a\u{02}b\",\"url\":\"a\\qb\",\"x\":\"\\ud800\",\"n\":01,\"m\":1.}]",
        "[" + item + #","x":tru}]"#,
        "[" + item + #","x":"\u12"}]"#,
        // A key twice: the first counts.
        "[" + item + #","name":"second","stargazers_count":1,"stargazers_count":2}]"#,
        // White space everywhere; an empty page.
        " [ \n" + #"{ "id" : 1 , "name" : "n" , "full_name" : "o/n" , "owner" : { "login" : "o" , "id" : 2 } , "html_url" : "h" }"# + " ] \n",
        "[]",
        // Refusals: wrong types, missing and null required fields, malformed dates, the wrong shape.
        "[" + item + #","stargazers_count":"5"}]"#,
        "[" + item + #","fork":1}]"#,
        "[" + item + #","topics":["a",null]}]"#,
        "[" + item + #","topics":"a"}]"#,
        "[" + item + #","pushed_at":"yesterday"}]"#,
        "[" + item + #","pushed_at":12}]"#,
        "[" + item + #","stargazers_count":1.5}]"#,
        "[" + item + #","license":{"key":"mit"}}]"#,
        #"[{"id":1,"name":"n","full_name":"o/n","owner":{"login":"o"},"html_url":"h"}]"#,
        #"[{"id":1,"name":null,"full_name":"o/n","owner":{"login":"o","id":2},"html_url":"h"}]"#,
        #"[{"name":"n"}]"#,
        #"{"message":"Not Found"}"#,
        #"[1]"#,
        // Not JSON: a lone surrogate, a raw control character, a cut page, trailing text, HTML.
        "[" + item + #","description":"\ud800"}]"#,
        "[" + item + ",\"description\":\"a\u{01}b\"}]",
        "[" + item + #","description":"x"#,
        "[" + item + "}] x",
        "[" + item + #","stargazers_count":"5"}] x"#,
        "<html><body>502 Bad Gateway</body></html>",
        "",
    ])
    func edgeCasesReadOrAreRefusedAsJSONDecoderDoes(json: String) {
        Self.expectSame(Data(json.utf8), json)
    }

    @Test func invalidUTF8IsRefusedAsJSONDecoderRefusesIt() {
        var data = Data(("[" + Self.item + #","description":""#).utf8)
        data.append(contentsOf: [0xFF, 0xFE])
        data.append(contentsOf: #""}]"#.utf8)
        Self.expectSame(data, "invalid UTF-8")
    }

    @Test(.enabled(if: Fixtures.isAvailable, "needs ../shared/fixtures/github"))
    func aPageCutAnywhereIsRefusedAsNotJSON() throws {
        let data = try Fixtures.data("openapi-examples/users-username-repos.200.minimal-repository-items.json")
        for end in stride(from: 0, to: data.count - 2, by: 97) {
            let cut = data.prefix(end)
            #expect(Self.decoded(cut, starred: false) == .failure(.init(message: "body is not valid JSON")), "cut at \(end)")
            Self.expectSame(cut, "cut at \(end)")
        }
    }
}
