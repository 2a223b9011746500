import Foundation
import Logging
import RepoCore

/// swift-log lines appended to a file (`--log-file`, `REPOTUI_LOG`): never the terminal,
/// which the UI owns. One line per entry: time, level, label, message, metadata sorted by key.
///
/// The token is replaced wherever it appears, as a last guard behind the client's own redaction.
struct FileLogHandler: LogHandler {
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]
    private let label: String
    private let sink: LogFile

    init(label: String, sink: LogFile) {
        self.label = label
        self.sink = sink
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        let fields = merged.keys.sorted().map { "\($0)=\(merged[$0]!)" }.joined(separator: " ")
        let time = Date().formatted(.iso8601.time(includingFractionalSeconds: true).dateSeparator(.dash).year().month().day())
        sink.append("\(time) \(event.level) \(label): \(event.message)\(fields.isEmpty ? "" : " " + fields)")
    }
}

/// The open log file, shared by every handler; appends whole lines under a lock.
final class LogFile: @unchecked Sendable {
    private let lock = NSLock()
    private let descriptor: Int32
    private let redaction: SecretRedaction

    /// Opens (creating 0600) `path` for appending. `secrets` never reach the file.
    init(path: String, secrets: [String]) throws {
        descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw LogFileError(path: path, reason: String(cString: strerror(errno)))
        }
        redaction = SecretRedaction(secrets, replacement: "[redacted]")
    }

    deinit { close(descriptor) }

    func append(_ line: String) {
        // One line stays one line, whatever a message contained.
        let bytes = Array((redaction(line).replacingOccurrences(of: "\n", with: "\\n") + "\n").utf8)
        lock.withLock {
            _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        }
    }
}

struct LogFileError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot open log file \(path): \(reason)" }
}
