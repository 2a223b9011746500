import ArgumentParser
import Foundation
import GitHubStub

/// `github-stub`: serves a GitHub-compatible REST API on 127.0.0.1 until SIGINT or SIGTERM.
struct GitHubStubCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "github-stub",
        abstract: "A GitHub REST API stub on 127.0.0.1 for tests and demos.")

    @Option(help: "Port to listen on; 0 picks a free one.")
    var port: UInt16 = 0

    @Option(help: "A dataset JSON file (StubDataset); the built-in sample when absent.")
    var data: String?

    @Option(name: .customLong("latency-ms"), help: "Delay added to every response, in milliseconds.")
    var latencyMilliseconds: Int = 0

    @Option(name: .customLong("request-log"), help: "Append one line per request to this file.")
    var requestLog: String?

    @Option(name: .customLong("port-file"), help: "Write the listening port number to this file.")
    var portFile: String?

    func validate() throws {
        if latencyMilliseconds < 0 { throw ValidationError("--latency-ms cannot be negative") }
    }

    func run() async throws {
        let dataset = try loadDataset()
        let options = GitHubStubServer.Options(
            latency: .milliseconds(latencyMilliseconds),
            requestLogURL: requestLog.map { URL(fileURLWithPath: $0) })
        let server = GitHubStubServer(dataset: dataset, port: port, options: options)
        // Install the handlers before listening, so an early signal is never lost.
        let signals = TerminationSignals()
        let baseURL = try await server.start()
        if let portFile, let port = baseURL.port {
            try Data("\(port)\n".utf8).write(to: URL(fileURLWithPath: portFile), options: .atomic)
        }
        // Unbuffered, so a parent process reading the pipe sees it at once.
        FileHandle.standardOutput.write(Data("github-stub listening on \(baseURL.absoluteString)\n".utf8))
        await signals.wait()
        await server.stop()
    }
}

extension GitHubStubCommand {
    private func loadDataset() throws -> StubDataset {
        guard let data else { return .sample }
        do {
            return try StubDataset.load(from: URL(fileURLWithPath: data))
        } catch let error as DecodingError {
            throw DatasetError(path: data, reason: "not a dataset (\(Self.describe(error)))")
        } catch {
            throw DatasetError(path: data, reason: error.localizedDescription)
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _): "missing \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            context.codingPath.map(\.stringValue).joined(separator: ".") + ": " + context.debugDescription
        @unknown default: "unreadable"
        }
    }

    /// Top-level code in main.swift resolves `main()` to the synchronous overload, which traps
    /// for async commands; inside an async function the async one is chosen.
    static func launch() async {
        await main(nil)
    }
}

/// Printed by ArgumentParser as `Error: cannot read dataset …`.
struct DatasetError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot read dataset \(path): \(reason)" }
}
