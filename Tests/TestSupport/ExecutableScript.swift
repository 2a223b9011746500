import Foundation

/// Writes `text` to `path` as an executable script — from a child shell, not from this process.
/// Written here, a child another test forks at that moment inherits the file open for writing
/// until its exec, and executing the script then fails with ETXTBSY ("Text file busy"); CI saw a
/// stand-in git end at once for that reason.
public func writeExecutableScript(_ text: String, to path: String) async throws {
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: "/bin/sh")
    writer.arguments = ["-c", #"printf '%s' "$2" > "$1" && chmod 755 "$1""#, "sh", path, text]
    try writer.run()
    guard await writer.ended() == 0 else { throw CocoaError(.fileWriteUnknown) }
}
