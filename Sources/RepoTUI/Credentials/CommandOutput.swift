import Foundation

/// Runs a short command found on PATH and returns what it printed, for `gh auth token`.
enum CommandOutput {
    /// nil when the command is not installed, fails, or takes longer than `timeout`.
    static func run(_ arguments: [String], environment: [String: String], timeout: Duration = .seconds(3)) -> String? {
        guard let executable = ExecutableLookup(environment: environment).find(arguments[0]) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(arguments.dropFirst())
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        // Read on another thread while it runs (a full pipe would stall the child), so a child
        // that hangs with its output open cannot hang us past the timeout.
        let reading = ReadToEnd(output.fileHandleForReading)
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        guard let data = reading.wait(seconds: seconds) else {
            // SIGKILL: a child can block SIGTERM, and may have inherited a mask that does.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads a pipe to its end on a background queue.
    private final class ReadToEnd: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()

        init(_ handle: FileHandle) {
            DispatchQueue.global().async {
                self.data = handle.readDataToEndOfFile()
                self.done.signal()
            }
        }

        func wait(seconds: Double) -> Data? {
            done.wait(timeout: .now() + seconds) == .success ? data : nil
        }
    }
}
