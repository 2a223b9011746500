import Foundation

/// Runs `work` on a thread of its own and returns its result, for a blocking call in an async
/// test (a child's exit, a read to the end of a pipe). Swift Testing runs every test, sync ones
/// included, on one cooperative thread per core; blocking one of those stalled every other test
/// on a 2-core machine — in-process stubs stopped answering, and clients under test timed out.
public func onOwnThread<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
    }
}

extension Process {
    /// Waits until the process has ended, off the cooperative threads; returns its status.
    @discardableResult
    public func ended() async -> Int32 {
        await onOwnThread {
            self.waitUntilExit()
            return self.terminationStatus
        }
    }

    /// Reads `pipe` to its end and waits for the process to end, off the cooperative threads.
    public func output(of pipe: Pipe) async -> (status: Int32, data: Data) {
        await onOwnThread {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            self.waitUntilExit()
            return (self.terminationStatus, data)
        }
    }
}
