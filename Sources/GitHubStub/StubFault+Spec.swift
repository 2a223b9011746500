/// The text form of a fault, `KIND[:ARG…]`, shared by dataset files, the command line and the
/// control endpoint, so a fault reads the same everywhere:
///
///     latency:MS                  rate-limit                  secondary-rate-limit[:SECONDS]
///     too-many-requests[:SECONDS] bad-credentials             status:CODE[:MESSAGE]
///     html[:CODE]                 trickle[:BYTES[:MS]]        drop[:BYTES]
///     truncated-json              wrong-shape                 moved:LOGIN
///     changing                    echo-authorization[:CODE]
extension StubFault: LosslessStringConvertible, Codable {
    /// Every kind, as the text form spells it.
    public static let kinds = [
        "latency", "rate-limit", "secondary-rate-limit", "too-many-requests", "bad-credentials", "status",
        "html", "trickle", "drop", "truncated-json", "wrong-shape", "moved", "changing", "echo-authorization",
    ]

    /// Reads the text form; throws a `StubFaultSpecError` that says what is wrong.
    public init(spec: String) throws {
        let parts = spec.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let kind = parts[0]
        let argument = parts.count > 1 ? parts[1] : nil
        var reader = ArgumentReader(spec: spec, argument: argument)
        switch kind {
        case "latency":
            self = .latency(milliseconds: try reader.number("milliseconds", in: 0...3_600_000, default: nil))
        case "rate-limit":
            try reader.expectNone()
            self = .rateLimitExhausted
        case "secondary-rate-limit":
            self = .secondaryRateLimit(retryAfterSeconds: try reader.number("seconds", in: 0...86_400, default: 60))
        case "too-many-requests":
            self = .tooManyRequests(retryAfterSeconds: try reader.number("seconds", in: 0...86_400, default: 60))
        case "bad-credentials":
            try reader.expectNone()
            self = .badCredentials
        case "status":
            let code = try reader.number("status code", in: 100...599, default: nil, stopAtColon: true)
            let message = reader.rest().flatMap { $0.isEmpty ? nil : $0 }
            self = .status(code, message: message ?? HTTPStatusPhrase.errorMessage(for: code))
        case "html":
            self = .htmlErrorPage(status: try reader.number("status code", in: 100...599, default: 502))
        case "trickle":
            let bytes = try reader.number("bytes per chunk", in: 1...1_048_576, default: 512, stopAtColon: true)
            let interval = try reader.number("milliseconds", in: 0...60_000, default: 100)
            self = .trickle(bytesPerChunk: bytes, intervalMilliseconds: interval)
        case "drop":
            self = .dropConnection(afterBytes: try reader.optionalNumber("bytes", in: 0...Int.max))
        case "truncated-json":
            try reader.expectNone()
            self = .truncatedJSON
        case "wrong-shape":
            try reader.expectNone()
            self = .wrongShape
        case "moved":
            guard let login = reader.rest(), !login.isEmpty else {
                throw StubFaultSpecError(spec: spec, reason: "moved needs the new login, e.g. moved:octocat")
            }
            self = .movedPermanently(toLogin: login)
        case "changing":
            try reader.expectNone()
            self = .changesEveryRequest
        case "echo-authorization":
            self = .echoAuthorization(status: try reader.number("status code", in: 100...599, default: 401))
        default:
            throw StubFaultSpecError(
                spec: spec, reason: "unknown kind \"\(kind)\"; expected one of \(Self.kinds.joined(separator: ", "))")
        }
    }

    public init?(_ description: String) {
        guard let fault = try? StubFault(spec: description) else { return nil }
        self = fault
    }

    /// The text form, with arguments that equal their defaults left out.
    public var description: String {
        switch self {
        case .latency(let milliseconds): "latency:\(milliseconds)"
        case .rateLimitExhausted: "rate-limit"
        case .secondaryRateLimit(let seconds): "secondary-rate-limit:\(seconds)"
        case .tooManyRequests(let seconds): "too-many-requests:\(seconds)"
        case .badCredentials: "bad-credentials"
        case .status(let code, let message):
            message == HTTPStatusPhrase.errorMessage(for: code) ? "status:\(code)" : "status:\(code):\(message)"
        case .htmlErrorPage(let status): "html:\(status)"
        case .trickle(let bytes, let interval): "trickle:\(bytes):\(interval)"
        case .dropConnection(let afterBytes): afterBytes.map { "drop:\($0)" } ?? "drop"
        case .truncatedJSON: "truncated-json"
        case .wrongShape: "wrong-shape"
        case .movedPermanently(let login): "moved:\(login)"
        case .changesEveryRequest: "changing"
        case .echoAuthorization(let status): "echo-authorization:\(status)"
        }
    }

    /// In JSON a fault is its text form, so hand-written files stay readable.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let spec = try container.decode(String.self)
        do {
            try self.init(spec: spec)
        } catch let error as StubFaultSpecError {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// A fault's text form that could not be read.
public struct StubFaultSpecError: Error, Equatable, CustomStringConvertible {
    public var spec: String
    public var reason: String

    public init(spec: String, reason: String) {
        self.spec = spec
        self.reason = reason
    }

    public var description: String { "invalid fault \"\(spec)\": \(reason)" }
}

/// Takes a fault's arguments off the text after `KIND:` one at a time.
private struct ArgumentReader {
    let spec: String
    private var remaining: Substring?

    init(spec: String, argument: String?) {
        self.spec = spec
        remaining = argument.map { Substring($0) }
    }

    /// The next number, up to the next `:` when `stopAtColon` (later arguments follow),
    /// else everything left. Missing means `fallback`; no fallback makes it required.
    mutating func number(
        _ name: String, in range: ClosedRange<Int>, default fallback: Int?, stopAtColon: Bool = false
    ) throws -> Int {
        guard let value = try optionalNumber(name, in: range, stopAtColon: stopAtColon) else {
            guard let fallback else { throw StubFaultSpecError(spec: spec, reason: "needs \(name)") }
            return fallback
        }
        return value
    }

    mutating func optionalNumber(_ name: String, in range: ClosedRange<Int>, stopAtColon: Bool = false) throws -> Int? {
        guard let text = take(stopAtColon: stopAtColon), !text.isEmpty else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw StubFaultSpecError(
                spec: spec, reason: "\(name) must be a whole number in \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    /// Everything not yet read, colons included (messages and logins are the last argument).
    mutating func rest() -> String? {
        defer { remaining = nil }
        return remaining.map(String.init)
    }

    func expectNone() throws {
        if let remaining, !remaining.isEmpty {
            throw StubFaultSpecError(spec: spec, reason: "unexpected argument \"\(remaining)\"")
        }
    }

    private mutating func take(stopAtColon: Bool) -> Substring? {
        guard let text = remaining else { return nil }
        guard stopAtColon, let colon = text.firstIndex(of: ":") else {
            remaining = nil
            return text
        }
        remaining = text[text.index(after: colon)...]
        return text[..<colon]
    }
}
