import ArgumentParser
import Foundation
import GitHubStub

/// `github-stub`: serves a GitHub-compatible REST API on 127.0.0.1 until SIGINT or SIGTERM.
struct GitHubStubCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "github-stub",
        abstract: "A GitHub REST API stub on 127.0.0.1 for tests and demos.",
        discussion: """
            Fault kinds for --fault (and for the control endpoint): \(StubFault.kinds.joined(separator: ", ")). \
            Arguments follow a colon: latency:MS, secondary-rate-limit[:SECONDS], too-many-requests[:SECONDS], \
            status:CODE[:MESSAGE], html[:CODE], trickle[:BYTES[:MS]], drop[:BYTES], moved:LOGIN, \
            echo-authorization[:CODE].

            While running, POST /_stub/faults with {"fault":"status:503","pathPrefix":"/users/","count":2} \
            (or "login" instead of "pathPrefix"; "page":7 for one page of a listing only) adds a fault, GET /_stub/faults lists them and \
            DELETE /_stub/faults clears them all.
            """)

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

    @Option(
        name: .customLong("fault"), help: ArgumentHelp("A fault from the start.", valueName: "kind[:arg]"),
        transform: { try StubFault(spec: $0) })
    var fault: StubFault?

    @Option(name: .customLong("fault-path"), help: ArgumentHelp("Only paths starting with this get --fault.", valueName: "prefix"))
    var faultPath: String?

    @Option(name: .customLong("fault-user"), help: ArgumentHelp("Only requests about this account get --fault.", valueName: "login"))
    var faultUser: String?

    @Option(name: .customLong("fault-page"), help: ArgumentHelp("Only this page of a listing gets --fault (page=N; 1 is the first).", valueName: "n"))
    var faultPage: Int?

    @Option(name: .customLong("fault-count"), help: "Heal after this many faulty answers (default: never).")
    var faultCount: Int?

    @Option(
        name: .customLong("generate-org"),
        help: ArgumentHelp("Add an organisation of generated repositories (repeatable).", valueName: "name:count"),
        transform: { try GeneratedOrganizationOption($0) })
    var generatedOrganizations: [GeneratedOrganizationOption] = []

    @Option(
        name: .customLong("generate-starred"),
        help: ArgumentHelp("Make a user star this many generated repositories (repeatable).", valueName: "user:count"),
        transform: { try GeneratedOrganizationOption($0) })
    var generatedStars: [GeneratedOrganizationOption] = []

    @Option(
        name: .customLong("token"),
        help: ArgumentHelp(
            "Let this token authenticate as this user (repeatable); once any is given, other tokens are refused with 401.",
            valueName: "user:token"))
    var tokens: [String] = []

    @Option(name: .customLong("rate-limit"), help: "Requests per window without a token (GitHub: 60).")
    var unauthenticatedLimit: Int = 60

    @Option(name: .customLong("rate-limit-authenticated"), help: "Requests per window with a token (GitHub: 5000).")
    var authenticatedLimit: Int = 5_000

    @Option(name: .customLong("rate-limit-window"), help: "Seconds until a rate-limit budget resets.")
    var rateLimitWindowSeconds: Int = 3_600

    @Option(name: .customLong("write-burst"),
            help: "Writes (PATCH, PUT, POST, DELETE) one token may make per --write-window before 403 secondary limit; 0: no limit.")
    var writeBurst: Int = 10

    @Option(name: .customLong("write-window"), help: ArgumentHelp("Seconds --write-burst counts over; 0: no limit.", valueName: "seconds"))
    var writeWindowSeconds: Double = 1

    @Option(name: .customLong("clone-root"),
            help: ArgumentHelp("Serve clone_url and ssh_url as file://DIR/OWNER/NAME.git, for git clone without a network.",
                               valueName: "dir"))
    var cloneRoot: String?

    @Flag(name: .customLong("exit-with-parent"),
          help: "Stop when the process that started this one ends, even without a signal (a crashed test run).")
    var exitWithParent = false

    @Flag(
        name: .customLong("enforce-rate-limit"),
        help: "Answer 403 once a budget is spent, until it resets (otherwise a new window starts early).")
    var enforceRateLimit = false

    func validate() throws {
        if latencyMilliseconds < 0 { throw ValidationError("--latency-ms cannot be negative") }
        if fault == nil, faultPath != nil || faultUser != nil || faultPage != nil || faultCount != nil {
            throw ValidationError("--fault-path, --fault-user, --fault-page and --fault-count need a --fault")
        }
        if let faultPage, faultPage < 1 { throw ValidationError("--fault-page must be at least 1") }
        if faultPath != nil, faultUser != nil { throw ValidationError("give --fault-path or --fault-user, not both") }
        if let faultCount, faultCount < 1 { throw ValidationError("--fault-count must be at least 1") }
        if unauthenticatedLimit < 1 || authenticatedLimit < 1 { throw ValidationError("rate limits must be at least 1") }
        if rateLimitWindowSeconds < 1 { throw ValidationError("--rate-limit-window must be at least 1 second") }
        if writeBurst < 0 { throw ValidationError("--write-burst cannot be negative") }
        guard writeWindowSeconds.isFinite, writeWindowSeconds >= 0 else {
            throw ValidationError("--write-window must be a number of seconds, 0 or more")
        }
    }

    func run() async throws {
        let dataset = try makeDataset()
        let options = GitHubStubServer.Options(
            latency: .milliseconds(latencyMilliseconds),
            requestLogURL: requestLog.map { URL(fileURLWithPath: $0) },
            rateLimit: StubRateLimitPolicy(
                unauthenticatedLimit: unauthenticatedLimit, authenticatedLimit: authenticatedLimit,
                window: .seconds(rateLimitWindowSeconds), enforced: enforceRateLimit,
                writeBurst: writeBurst, writeWindow: .seconds(writeWindowSeconds)),
            cloneRoot: cloneRoot)
        let server = GitHubStubServer(dataset: dataset, port: port, options: options)
        // Install the handlers before listening, so an early signal is never lost.
        let signals = TerminationSignals(watchingParent: exitWithParent)
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
    /// The sample or `--data`, plus generated organisations and the `--fault` rule.
    private func makeDataset() throws -> StubDataset {
        var dataset = try loadDataset()
        for organization in generatedOrganizations {
            do {
                try dataset.addGeneratedOrganization(
                    login: organization.login, repositoryCount: organization.repositoryCount)
            } catch let error as GeneratedOrganizationError {
                throw ValidationError("--generate-org \(organization.login): \(error)")
            }
        }
        for stars in generatedStars {
            do {
                try dataset.addGeneratedStars(login: stars.login, count: stars.repositoryCount)
            } catch let error as GeneratedOrganizationError {
                throw ValidationError("--generate-starred \(stars.login): \(error)")
            }
        }
        for assignment in tokens {
            let parts = assignment.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty,
                  let user = dataset.users.firstIndex(where: { $0.login.caseInsensitiveCompare(parts[0]) == .orderedSame })
            else { throw ValidationError("--token \(assignment): give user:token for a user of the dataset") }
            dataset.users[user].token = parts[1]
        }
        if let fault {
            let target: StubFaultRule.Target = faultUser.map { .login($0) } ?? .pathPrefix(faultPath ?? "/")
            dataset.faults.append(StubFaultRule(fault, target: target, page: faultPage, count: faultCount))
        }
        return dataset
    }

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
