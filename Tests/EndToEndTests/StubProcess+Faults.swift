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
}
