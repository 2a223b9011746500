import Foundation

/// Appends one line per request to a file, so a test in another process can see what the
/// stub was asked.
final class RequestLog: Sendable {
    private let handle: FileHandle

    init(url: URL) throws {
        if !FileManager.default.fileExists(atPath: url.path) {
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
            }
        }
        handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
    }

    /// Callers serialise writes (the responder is an actor).
    func append(_ line: String) {
        // Line breaks inside a value would split one request over two lines.
        let safe = line.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
        try? handle.write(contentsOf: Data((safe + "\n").utf8))
    }

    func close() {
        try? handle.close()
    }
}
