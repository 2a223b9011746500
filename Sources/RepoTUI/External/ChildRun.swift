#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One run of a program (git, a custom command in the background) with its output and errors
/// read to the end: an argument vector, never a shell; killed after a time limit, and — when
/// asked — when the task is cancelled.
struct ChildRun: Sendable {
    /// How it ended; nil when it could not start (then `errors` says why).
    var exit: ChildExit?
    var output: Data
    var errors: Data
    /// Killed because it ran past the limit.
    var timedOut: Bool

    var succeeded: Bool { exit == .exited(0) }

    /// git's first line on standard error without its `fatal: `/`error: ` prefix; nil when it said nothing.
    var complaint: String? {
        String(decoding: errors, as: UTF8.self).split(separator: "\n").first.map {
            String($0).replacingOccurrences(of: "fatal: ", with: "").replacingOccurrences(of: "error: ", with: "")
        }
    }

    /// Runs `arguments` (the first the program's absolute path), in `directory` when given.
    /// `stopsWhenCancelled` false lets a command that writes (a fast-forward) finish: killed
    /// midway it could leave a lock behind.
    static func run(_ arguments: [String], environment: [String: String], spawner: PosixSpawner, in directory: String? = nil,
                    timeLimit: Duration, stopsWhenCancelled: Bool = true) async -> ChildRun {
        var output: [Int32] = [0, 0]
        var errors: [Int32] = [0, 0]
        guard pipe(&output) == 0 else { return .notStarted("cannot make a pipe: \(String(cString: strerror(errno)))") }
        guard pipe(&errors) == 0 else {
            close(output[0])
            close(output[1])
            return .notStarted("cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        for end in [output[0], errors[0]] { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let child: any SpawnedProcess
        do {
            child = try spawner.spawn(arguments, output: output[1], errors: errors[1], environment: environment, in: directory)
        } catch {
            [output[0], output[1], errors[0], errors[1]].forEach { close($0) }
            return .notStarted("cannot start \((arguments[0] as NSString).lastPathComponent): \(error)")
        }
        close(output[1])
        close(errors[1])
        let (stdout, stderr) = (PipeReader(descriptor: output[0]), PipeReader(descriptor: errors[0]))
        let started = ContinuousClock.now
        let watchdog = Task {
            try await Task.sleep(for: timeLimit)
            child.kill()
        }
        let (text, complaint) = await withTaskCancellationHandler {
            async let text = collect(stdout)
            async let complaint = collect(stderr)
            return await (text, complaint)
        } onCancel: {
            if stopsWhenCancelled { child.kill() }
        }
        let ended = await child.exit(within: .seconds(5))
        watchdog.cancel()
        let timedOut = ended == .signalled(SIGKILL) && ContinuousClock.now - started >= timeLimit
        return ChildRun(exit: ended, output: text, errors: complaint, timedOut: timedOut)
    }

    private static func notStarted(_ why: String) -> ChildRun {
        ChildRun(exit: nil, output: Data(), errors: Data(why.utf8), timedOut: false)
    }

    private static func collect(_ reader: PipeReader) async -> Data {
        var data = Data()
        for await chunk in reader.chunks { data.append(chunk) }
        return data
    }
}

extension Duration {
    /// Whole milliseconds, for messages.
    var wholeMilliseconds: Int64 {
        components.seconds * 1_000 + components.attoseconds / 1_000_000_000_000_000
    }
}
