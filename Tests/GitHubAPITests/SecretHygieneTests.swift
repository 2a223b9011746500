import Foundation
import GitHubAPI
import Logging
import RepoCore
import Synchronization
import TestSupport
import Testing

/// The token must not leak through logs or through printing the client.
@Suite struct SecretHygieneTests {
    /// A token the stub knows (ben's), so the requests succeed and their log lines can be read.
    static let token = ScopeDataset.benToken

    @Test func printingOrDumpingTheClientHidesTheToken() {
        let client = GitHubClient(configuration: .init(token: Self.token))
        var dumped = ""
        dump(client, to: &dumped)
        for text in ["\(client)", String(reflecting: client), "\(client.configuration)", dumped] {
            #expect(!text.contains(Self.token))
            #expect(text.contains("<redacted>"))
        }
    }

    @Test func logsNameMethodURLStatusAndDurationButNeverTheToken() async throws {
        let capture = LogCapture()
        try await withStubServer(dataset: ScopeDataset.make()) { server, baseURL in
            await server.inject(.echoAuthorization(status: 401), forPathPrefix: "/repos/")
            let client = GitHubClient(
                configuration: .init(baseURL: baseURL, token: Self.token, userAgent: "repotui-tests/1.0"),
                logger: Logger(label: "test", factory: { _ in capture.handler() }))
            _ = try await client.repositories(of: GitHubUsername(validating: "octocat"))
            _ = try? await client.repository(owner: "octocat", name: "linguist")
        }
        let lines = capture.lines
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { !$0.contains(Self.token) })
        let response = try #require(lines.first { $0.hasPrefix("info GitHub response") && $0.contains("/users/octocat/repos") })
        #expect(response.contains("method=GET"))
        #expect(response.contains("url=http://127.0.0.1:"))
        #expect(response.contains("/users/octocat/repos?per_page=100&sort=pushed&direction=desc"))
        #expect(response.contains("status=200"))
        #expect(response.contains("duration_ms="))
        #expect(lines.contains { $0.hasPrefix("info GitHub response") && $0.contains("status=401") })
    }
}

/// Collects every log record as one line: level, message, sorted metadata.
final class LogCapture: Sendable {
    private let storage = Mutex<[String]>([])

    var lines: [String] { storage.withLock { $0 } }

    func handler() -> some LogHandler { CapturingHandler(capture: self) }

    fileprivate func append(_ line: String) { storage.withLock { $0.append(line) } }

    private struct CapturingHandler: LogHandler {
        let capture: LogCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let merged = metadata.merging(event.metadata ?? [:]) { $1 }
            let fields = merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            capture.append(([event.level.rawValue, event.message.description] + fields).joined(separator: " "))
        }
    }
}

@Suite struct TokenFormTests {
    @Test func aTrailingNewlineIsTrimmedAndTheTrimmedTokenIsStillRedacted() async throws {
        let (error, requests) = try await withStubServer { server, baseURL in
            await server.inject(.echoAuthorization(status: 401))
            let error = await #expect(throws: GitHubError.self) {
                try await makeClient(baseURL, token: "  ghp_trim_me\n").repositories(of: username("octocat"))
            }
            return (error, await server.recordedRequests)
        }
        #expect(requests.map { $0.headers["authorization"] } == ["Bearer ghp_trim_me"])
        #expect(error == .unauthorized("Credentials Bearer <redacted> were rejected"))
    }

    @Test func aTokenWithALineBreakInsideIsRefusedBeforeSending() async throws {
        let requests = try await withStubServer { server, baseURL in
            await #expect(throws: GitHubError.unauthorized("the token contains characters a GitHub token never has")) {
                try await makeClient(baseURL, token: "ghp_a\r\nX-Injected: yes").repositories(of: username("octocat"))
            }
            return await server.recordedRequests
        }
        #expect(requests.isEmpty)
    }
}
