#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes to stdout through `write(2)`, all of them: the plain output streams its chunks here
/// without a `Data` copy of each. A short write is continued and an interrupted one retried; any
/// other failure (a full disk, a closed pipe when SIGPIPE is ignored) is an error that says why.
enum StandardOutput {
    struct WriteFailed: Error, CustomStringConvertible {
        let code: Int32
        var description: String { "cannot write the output: \(String(cString: strerror(code)))" }
    }

    static func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = systemWrite(STDOUT_FILENO, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteFailed(code: errno)
            }
            next += written
            left -= written
        }
    }

    /// A line of text; a failed write is dropped (the status says what was done).
    static func print(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.append(0x0A)
        try? bytes.withUnsafeBytes(write)
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }
}
