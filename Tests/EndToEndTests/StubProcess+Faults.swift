import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

extension StubProcess {
    /// Adds a fault for requests about `login`, through the stub's control endpoint.
    func inject(_ fault: String, forLogin login: String) async throws {
        var request = URLRequest(url: try #require(URL(string: apiURL + "/_stub/faults")))
        request.httpMethod = "POST"
        request.httpBody = Data(#"{"fault":"\#(fault)","login":"\#(login)"}"#.utf8)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (_, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 201)
    }

    func clearFaults() async throws {
        var request = URLRequest(url: try #require(URL(string: apiURL + "/_stub/faults")))
        request.httpMethod = "DELETE"
        let (_, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 204)
    }

    /// When `token`'s core budget resets, as `GET /rate_limit` tells it (a request GitHub does
    /// not count).
    func coreBudgetReset(token: String) async throws -> Date {
        var request = URLRequest(url: try #require(URL(string: apiURL + "/rate_limit")))
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue("repotui-tests", forHTTPHeaderField: "User-Agent")
        let (body, _) = try await URLSession.shared.data(for: request)
        let overview = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let core = try #require((overview["resources"] as? [String: Any])?["core"] as? [String: Any])
        return Date(timeIntervalSince1970: TimeInterval(try #require(core["reset"] as? Int)))
    }
}
