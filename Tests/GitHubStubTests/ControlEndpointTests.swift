import Foundation
import GitHubStub
import TestSupport
import Testing

/// `/_stub/faults`, as a shell script with curl would drive it: add, list, clear, and clear
/// answers when the request is wrong. Sent over a bare socket without a User-Agent, since
/// the control endpoint must not need one.
@Suite struct ControlEndpointTests {
    private func control(
        _ method: String, _ body: String = "", path: String = "/_stub/faults", port: Int
    ) async throws -> RawHTTPExchange {
        try await RawHTTPExchange.send(method, path, port: port, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
    }

    @Test func aScriptCanFlipTheStubBetweenFailingAndHealthy() async throws {
        try await withStubServer { server, baseURL in
            let port = baseURL.port!
            let added = try await control("POST", #"{"fault":"status:503","pathPrefix":"/users/","count":2}"#, port: port)
            let first = try await get("/users/octocat", from: baseURL)
            let listed = try await control("GET", port: port)
            await server.clearRecordedRequests()
            let forever = try await control("POST", #"{"fault":"rate-limit","login":"octocat"}"#, port: port)
            let stillFailing = try await get("/users/octocat", from: baseURL)
            let limited = try await get("/users/octocat", from: baseURL)
            let cleared = try await control("DELETE", port: port)
            let healthy = try await get("/users/octocat", from: baseURL)
            let empty = try await control("GET", port: port)

            #expect([added, listed, forever, cleared, empty].map(\.status) == [201, 200, 201, 204, 200])
            #expect([first, stillFailing, limited, healthy].map(\.status) == [503, 503, 403, 200])
            #expect(added.header("content-type") == "application/json; charset=utf-8")
            #expect(added.text == #"[{"count":2,"fault":"status:503","pathPrefix":"/users/"}]"#)
            #expect(listed.text == #"[{"count":1,"fault":"status:503","pathPrefix":"/users/"}]"#)
            // The 503 rule is still first and catches /users/octocat once more.
            #expect(forever.text == #"[{"count":1,"fault":"status:503","pathPrefix":"/users/"},{"fault":"rate-limit","login":"octocat"}]"#)
            #expect(cleared.body.isEmpty)
            #expect(empty.text == "[]")
            // Control requests are not GitHub requests: never recorded.
            #expect(await server.recordedRequests.map(\.target) == ["/users/octocat", "/users/octocat", "/users/octocat"])
        }
    }

    @Test func anArrayAddsSeveralRulesInOrder() async throws {
        try await withStubServer { server, baseURL in
            let added = try await control(
                "POST", #"[{"fault":"latency:250"},{"fault":"trickle:64:5","pathPrefix":"/repos/","count":3}]"#,
                port: baseURL.port!)
            #expect(added.status == 201)
            #expect(await server.activeFaults == [
                StubFaultRule(.latency(milliseconds: 250)),
                StubFaultRule(.trickle(bytesPerChunk: 64, intervalMilliseconds: 5), target: .pathPrefix("/repos/"), count: 3),
            ])
        }
    }

    @Test(arguments: [
        (#"{"fault":"nope"}"#,
         #"fault: invalid fault \"nope\": unknown kind \"nope\"; expected one of latency, rate-limit, secondary-rate-limit, too-many-requests, bad-credentials, status, html, trickle, drop, truncated-json, wrong-shape, moved, changing, echo-authorization"#),
        (#"{"fault":"latency"}"#, #"fault: invalid fault \"latency\": needs milliseconds"#),
        (#"{"fault":"status:503","pathPrefix":"/","login":"x"}"#, "login: give either pathPrefix or login, not both"),
        (#"{"fault":"status:503","count":0}"#, "count: count must be at least 1 (leave it out for no limit)"),
        (#"{"pathPrefix":"/"}"#,
         #"missing \"fault\"; expected e.g. {\"fault\":\"status:503\",\"pathPrefix\":\"/users/\",\"count\":2}"#),
    ])
    func aWrongRuleIsRefusedWithTheReason(body: String, message: String) async throws {
        try await withStubServer { server, baseURL in
            let response = try await control("POST", body, port: baseURL.port!)
            #expect(response.status == 400)
            #expect(response.text == #"{"message":"\#(message)","documentation_url":"https://docs.github.com/rest","status":"400"}"#)
            #expect(await server.activeFaults == [])
        }
    }

    @Test func unknownPathsAndMethodsAreRefused() async throws {
        try await withStubServer { _, baseURL in
            let port = baseURL.port!
            let put = try await control("PUT", "{}", port: port)
            let elsewhere = try await control("GET", path: "/_stub/requests", port: port)
            let notJSON = try await control("POST", "status:503", port: port)
            #expect([put, elsewhere, notJSON].map(\.status) == [405, 404, 400])
            #expect(put.header("allow") == "GET, POST, DELETE")
            #expect(elsewhere.text == #"{"message":"Not Found; the control endpoint is /_stub/faults","documentation_url":"https://docs.github.com/rest","status":"404"}"#)
        }
    }
}
