import Foundation

/// `/_stub/faults`: lets a process that speaks only HTTP (a shell script driving
/// `github-stub`) change faults while a client runs. Not part of GitHub's API, so it is
/// never recorded, never rate-limited and needs no User-Agent.
///
///     GET    /_stub/faults  → 200, the active rules, counts showing what is left
///     POST   /_stub/faults  → 201, adds a rule (or an array of rules) in `StubFaultRule`'s
///                             JSON form, answers the active rules; 400 says what is wrong
///     DELETE /_stub/faults  → 204, clears every rule, the dataset's included
enum ControlEndpoint {
    static let faultsPath = "/_stub/faults"

    static func handles(_ request: StubRequest) -> Bool {
        request.rawPath == "/_stub" || request.rawPath.hasPrefix("/_stub/")
    }

    static func respond(to request: StubRequest, rules: inout [StubFaultRule]) -> StubResponse {
        guard request.rawPath == faultsPath else {
            return .json(WireFormat.basicError("Not Found; the control endpoint is \(faultsPath)", status: 404), status: 404)
        }
        switch request.method {
        case "GET":
            return list(rules, status: 200)
        case "POST":
            do {
                rules += try decode(request.body)
                return list(rules, status: 201)
            } catch {
                return .json(WireFormat.basicError(describe(error), status: 400), status: 400)
            }
        case "DELETE":
            rules.removeAll()
            return StubResponse(status: 204)
        default:
            var response = StubResponse.json(
                WireFormat.basicError("Method Not Allowed", status: 405), status: 405)
            response.setHeader("Allow", "GET, POST, DELETE")
            return response
        }
    }

    /// One rule object or an array of them.
    private static func decode(_ body: Data) throws -> [StubFaultRule] {
        let decoder = JSONDecoder()
        if let rule = try? decoder.decode(StubFaultRule.self, from: body) { return [rule] }
        if let rules = try? decoder.decode([StubFaultRule].self, from: body) { return rules }
        // Neither: decode again as one rule, for the error that says why.
        return [try decoder.decode(StubFaultRule.self, from: body)]
    }

    private static func list(_ rules: [StubFaultRule], status: Int) -> StubResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(rules)) ?? Data("[]".utf8)
        return StubResponse(status: status, headers: [("Content-Type", StubResponse.jsonContentType)], body: body)
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .keyNotFound(let key, _):
            return "missing \"\(key.stringValue)\"; expected e.g. {\"fault\":\"status:503\",\"pathPrefix\":\"/users/\",\"count\":2}"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return (path.isEmpty ? "" : path + ": ") + context.debugDescription
        @unknown default:
            return "unreadable fault rule"
        }
    }
}
