import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A plain HTTP exchange with the stub over URLSession, without any GitHub client logic.
struct WireResponse {
    var status: Int
    var headers: [String: String]
    var body: Data

    var text: String { String(decoding: body, as: UTF8.self) }
    func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The body as a JSON array of objects.
    func jsonArray() throws -> [[String: Any]] {
        try JSONSerialization.jsonObject(with: body) as? [[String: Any]] ?? []
    }

    /// The body as a JSON object.
    func jsonObject() throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
    }

    /// The `x-ratelimit-*` headers, names lower-cased.
    var rateLimitHeaders: [String: String] { headers.filter { $0.key.hasPrefix("x-ratelimit-") } }
}

/// No cache, so a 304 reaches the test instead of being turned back into a 200.
let uncachedSession = makeUncachedSession(timeout: 60)

func makeUncachedSession(timeout: TimeInterval) -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.timeoutIntervalForRequest = timeout
    return URLSession(configuration: configuration)
}

func get(
    _ target: String, from baseURL: URL, headers: [String: String] = [:], timeout: TimeInterval = 60
) async throws -> WireResponse {
    try await send("GET", target, to: baseURL, headers: headers, timeout: timeout)
}

func send(
    _ method: String, _ target: String, to baseURL: URL, headers: [String: String] = [:], body: Data? = nil,
    timeout: TimeInterval = 60
) async throws -> WireResponse {
    var request = URLRequest(url: URL(string: baseURL.absoluteString + target)!, timeoutInterval: timeout)
    request.httpMethod = method
    request.httpBody = body
    request.setValue("stub-tests/1.0", forHTTPHeaderField: "User-Agent")
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    // FoundationNetworking ignores URLRequest.timeoutInterval; a session's timeout holds.
    let session = timeout == 60 ? uncachedSession : makeUncachedSession(timeout: timeout)
    let (data, response) = try await session.data(for: request)
    let http = response as! HTTPURLResponse
    var lowercased: [String: String] = [:]
    for case let (name as String, value as String) in http.allHeaderFields { lowercased[name.lowercased()] = value }
    return WireResponse(status: http.statusCode, headers: lowercased, body: data)
}
