import Foundation
import GitHubStub
import Testing

/// The one-line text form of faults and the JSON form of rules, shared by dataset files, the
/// command line and the control endpoint.
@Suite struct StubFaultSpecTests {
    @Test(arguments: [
        ("latency:250", StubFault.latency(milliseconds: 250), "latency:250"),
        ("rate-limit", .rateLimitExhausted, "rate-limit"),
        ("secondary-rate-limit", .secondaryRateLimit(retryAfterSeconds: 60), "secondary-rate-limit:60"),
        ("secondary-rate-limit:5", .secondaryRateLimit(retryAfterSeconds: 5), "secondary-rate-limit:5"),
        ("too-many-requests", .tooManyRequests(retryAfterSeconds: 60), "too-many-requests:60"),
        ("too-many-requests:0", .tooManyRequests(retryAfterSeconds: 0), "too-many-requests:0"),
        ("bad-credentials", .badCredentials, "bad-credentials"),
        ("status:500", .status(500, message: "Server Error"), "status:500"),
        ("status:503", .status(503, message: "Service Unavailable"), "status:503"),
        ("status:422:Validation Failed: name", .status(422, message: "Validation Failed: name"), "status:422:Validation Failed: name"),
        ("status:502:", .status(502, message: "Bad Gateway"), "status:502"),
        ("html", .htmlErrorPage(status: 502), "html:502"),
        ("html:200", .htmlErrorPage(status: 200), "html:200"),
        ("trickle", .trickle(bytesPerChunk: 512, intervalMilliseconds: 100), "trickle:512:100"),
        ("trickle:64", .trickle(bytesPerChunk: 64, intervalMilliseconds: 100), "trickle:64:100"),
        ("trickle:64:10", .trickle(bytesPerChunk: 64, intervalMilliseconds: 10), "trickle:64:10"),
        ("drop", .dropConnection(afterBytes: nil), "drop"),
        ("drop:0", .dropConnection(afterBytes: 0), "drop:0"),
        ("truncated-json", .truncatedJSON, "truncated-json"),
        ("wrong-shape", .wrongShape, "wrong-shape"),
        ("moved:octo:cat", .movedPermanently(toLogin: "octo:cat"), "moved:octo:cat"),
        ("changing", .changesEveryRequest, "changing"),
        ("echo-authorization", .echoAuthorization(status: 401), "echo-authorization:401"),
    ])
    func everyKindReadsAndWritesBack(spec: String, fault: StubFault, canonical: String) throws {
        #expect(try StubFault(spec: spec) == fault)
        #expect(fault.description == canonical)
        #expect(StubFault(canonical) == fault)
    }

    @Test func theListOfKindsCoversEveryCase() throws {
        let examples: [StubFault] = [
            .latency(milliseconds: 1), .rateLimitExhausted, .secondaryRateLimit(retryAfterSeconds: 1),
            .tooManyRequests(retryAfterSeconds: 1), .badCredentials, .status(500), .htmlErrorPage(status: 502),
            .trickle(bytesPerChunk: 1, intervalMilliseconds: 1), .dropConnection(afterBytes: nil), .truncatedJSON,
            .wrongShape, .movedPermanently(toLogin: "x"), .changesEveryRequest, .echoAuthorization(status: 401),
        ]
        #expect(examples.map { String($0.description.prefix { $0 != ":" }) } == StubFault.kinds)
    }

    @Test(arguments: [
        ("nope", "unknown kind \"nope\"; expected one of \(StubFault.kinds.joined(separator: ", "))"),
        ("", "unknown kind \"\"; expected one of \(StubFault.kinds.joined(separator: ", "))"),
        ("latency", "needs milliseconds"),
        ("latency:-1", "milliseconds must be a whole number in 0...3600000"),
        ("status:99", "status code must be a whole number in 100...599"),
        ("status", "needs status code"),
        ("rate-limit:3", "unexpected argument \"3\""),
        ("trickle:0", "bytes per chunk must be a whole number in 1...1048576"),
        ("trickle:8:x", "milliseconds must be a whole number in 0...60000"),
        ("moved", "moved needs the new login, e.g. moved:octocat"),
    ])
    func aWrongSpecSaysWhatIsWrong(spec: String, reason: String) {
        #expect(throws: StubFaultSpecError(spec: spec, reason: reason)) { try StubFault(spec: spec) }
    }

    @Test func rulesReadAndWriteTheirJSONForm() throws {
        let json = #"[{"fault":"drop:10","login":"octocat","count":2},{"fault":"status:503","pathPrefix":"/users/"},{"fault":"changing"},{"fault":"status:502","login":"mega-org","page":7}]"#
        let rules = try JSONDecoder().decode([StubFaultRule].self, from: Data(json.utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(rules == [
            StubFaultRule(.dropConnection(afterBytes: 10), target: .login("octocat"), count: 2),
            StubFaultRule(.status(503), target: .pathPrefix("/users/")),
            StubFaultRule(.changesEveryRequest, target: .pathPrefix("/")),
            StubFaultRule(.status(502), target: .login("mega-org"), page: 7),
        ])
        #expect(String(decoding: try encoder.encode(rules), as: UTF8.self)
            == #"[{"count":2,"fault":"drop:10","login":"octocat"},{"fault":"status:503","pathPrefix":"/users/"},{"fault":"changing","pathPrefix":"/"},{"fault":"status:502","login":"mega-org","page":7}]"#)
    }

    @Test func aDatasetFileCarriesFaultsAndFormerLogins() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dataset-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(#"""
            {"users": [{"login": "new-name", "id": 5, "formerLogins": ["old-name"]}, {"login": "broken", "id": 6}],
             "faults": [{"fault": "status:503", "login": "broken", "count": 2}]}
            """#.utf8).write(to: url)
        let dataset = try StubDataset.load(from: url)
        #expect(dataset == StubDataset(
            users: [
                StubUser(login: "new-name", id: 5, formerLogins: ["old-name"]),
                StubUser(login: "broken", id: 6),
            ],
            faults: [StubFaultRule(.status(503), target: .login("broken"), count: 2)]))
        try dataset.jsonData().write(to: url)
        #expect(try StubDataset.load(from: url) == dataset)
    }
}
