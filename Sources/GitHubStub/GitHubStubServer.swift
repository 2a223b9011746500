import FlyingFox
import FlyingSocks
import Foundation

/// A GitHub-compatible REST server on 127.0.0.1, serving a `StubDataset`.
///
/// Implements the wire format on its own (it does not share code with the client) so that
/// tests of the client against it check two independent readings of GitHub's documentation.
public actor GitHubStubServer {
    public struct Options: Sendable {
        /// Added before every response, to make loading states visible.
        public var latency: Duration
        /// When set, each request is appended to this file as one line (`RecordedRequest.logLine`).
        public var requestLogURL: URL?
        /// Budgets behind the `x-ratelimit-*` headers, and whether running out is enforced.
        public var rateLimit: StubRateLimitPolicy
        /// When set, repositories' `clone_url` and `ssh_url` are `file://` URLs of bare
        /// repositories under it (`OWNER/NAME.git`), so `git clone` works without a network.
        public var cloneRoot: String?
        /// The time rate limits and the write window run on; a test can hand it a clock it moves.
        public var now: @Sendable () -> Date

        public init(latency: Duration = .zero, requestLogURL: URL? = nil, rateLimit: StubRateLimitPolicy = .init(),
                    cloneRoot: String? = nil, now: @escaping @Sendable () -> Date = { Date() }) {
            self.latency = latency
            self.requestLogURL = requestLogURL
            self.rateLimit = rateLimit
            self.cloneRoot = cloneRoot
            self.now = now
        }
    }

    public enum StartError: Error, Equatable, CustomStringConvertible {
        case couldNotListen(port: UInt16, reason: String)

        public var description: String {
            switch self {
            case .couldNotListen(let port, let reason): "github-stub could not listen on 127.0.0.1:\(port): \(reason)"
            }
        }
    }

    public let dataset: StubDataset
    private let port: UInt16
    private let options: Options
    private var running: (server: HTTPServer, task: Task<Void, any Error>, baseURL: URL)?
    /// Kept after `stop()`, so tests can still read what was asked.
    private var responder: StubResponder?
    /// Faults injected before the first `start()`, handed to the responder then.
    private var faultsBeforeStart: [StubFaultRule] = []

    public init(dataset: StubDataset, port: UInt16 = 0, options: Options = Options()) {
        self.dataset = dataset
        self.port = port
        self.options = options
    }

    /// Starts listening and returns the base URL, e.g. `http://127.0.0.1:54321`.
    /// Calling it again while running returns the same URL (but do not call it concurrently).
    public func start() async throws -> URL {
        if let running { return running.baseURL }
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
        let requestLog = try options.requestLogURL.map(RequestLog.init(url:))
        let gate = ResponderGate()
        // FlyingFox answers 500 when a handler takes longer than `timeout`: make that longer
        // than any latency the stub can be asked for (a `latency` fault is at most an hour).
        let server = HTTPServer(
            config: HTTPServer.Configuration(
                address: address, timeout: 3_700 + options.latency.secondsValue,
                pool: NoDelaySocketPool(base: HTTPServer.defaultPool()), logger: .disabled),
            handler: StubHTTPHandler(gate: gate))
        let (task, startupError) = await Self.run(server)
        if let startupError {
            requestLog?.close()
            throw StartError.couldNotListen(port: port, reason: startupError)
        }
        guard case .ip4(_, let boundPort) = await server.listeningAddress else {
            await server.stop()
            task.cancel()
            requestLog?.close()
            throw StartError.couldNotListen(port: port, reason: "no IPv4 address after binding")
        }
        let baseURL = URL(string: "http://127.0.0.1:\(boundPort)")!
        let router = StubRouter(dataset: dataset, apiBase: baseURL.absoluteString, cloneRoot: options.cloneRoot)
        let responder = StubResponder(
            router: router, latency: options.latency, rateLimit: options.rateLimit,
            faults: dataset.faults + faultsBeforeStart, requestLog: requestLog, now: options.now)
        faultsBeforeStart = []
        await gate.open(with: responder)
        self.responder = responder
        running = (server, task, baseURL)
        return baseURL
    }

    /// Closes the socket and every connection; safe to call when not running.
    public func stop() async {
        guard let running else { return }
        self.running = nil
        await running.server.stop(timeout: 0)
        running.task.cancel()
        _ = await running.task.result
        await responder?.close()
    }

    /// The base URL while running.
    public var baseURL: URL? { running?.baseURL }

    /// Every request received since the last start (or `clearRecordedRequests`), in order;
    /// still readable after `stop()`.
    public var recordedRequests: [RecordedRequest] {
        get async { await responder?.recordedRequests ?? [] }
    }

    public func clearRecordedRequests() async {
        await responder?.clearRecordedRequests()
    }

    /// Makes requests whose path starts with `pathPrefix` fail with `fault`, `count` times
    /// (nil: until `clearFaults`).
    public func inject(_ fault: StubFault, forPathPrefix pathPrefix: String = "/", count: Int? = nil) async {
        await inject(StubFaultRule(fault, target: .pathPrefix(pathPrefix), count: count))
    }

    /// Makes requests about the account `login` (see `StubFaultRule.Target.login`) fail with
    /// `fault`, `count` times (nil: until `clearFaults`).
    public func inject(_ fault: StubFault, forLogin login: String, count: Int? = nil) async {
        await inject(StubFaultRule(fault, target: .login(login), count: count))
    }

    /// Adds `rule` after the rules already there (the dataset's come first); the first rule
    /// that applies to a request wins.
    public func inject(_ rule: StubFaultRule) async {
        if let responder {
            await responder.addFault(rule)
        } else {
            faultsBeforeStart.append(rule)
        }
    }

    /// The rules still in force, counts showing what is left; exhausted ones are gone.
    public var activeFaults: [StubFaultRule] {
        get async {
            guard let responder else { return dataset.faults + faultsBeforeStart }
            return await responder.activeFaults
        }
    }

    /// Removes every rule, the dataset's included.
    public func clearFaults() async {
        faultsBeforeStart = []
        await responder?.clearFaults()
    }

    /// Runs `server` and waits for whichever comes first: listening, or failing to (a taken
    /// port fails at once, rather than after the listening timeout).
    private static func run(_ server: HTTPServer) async -> (task: Task<Void, any Error>, failure: String?) {
        let (outcomes, report) = AsyncStream<String?>.makeStream()
        let task = Task {
            do {
                try await server.run()
            } catch {
                report.yield(Self.describe(error))
                throw error
            }
        }
        let listening = Task {
            do {
                // Generous: a loaded CI machine can take seconds to schedule the listener.
                try await server.waitUntilListening(timeout: 30)
                report.yield(nil)
            } catch {
                report.yield("not listening after 30 s")
            }
        }
        var failure: String?
        for await outcome in outcomes {
            failure = outcome
            break
        }
        listening.cancel()
        if failure != nil {
            task.cancel()
            _ = await task.result
        }
        return (task, failure)
    }

    private static func describe(_ error: any Error) -> String {
        if let socketError = error as? SocketError { return "\(socketError)" }
        return error.localizedDescription
    }
}
