import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Runs a command and waits for it, without Foundation's `Process`.
///
/// `Process` on Linux learns that a child ended when a socket it hands the child is closed; tmux
/// daemonises a server that inherits that socket and keeps it open, so `waitUntilExit` would
/// never return. Here the child gets only stdin, stdout and stderr, and we wait with waitpid.
enum Spawn {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `arguments` (looked up on PATH) with this process's environment plus `environment`,
    /// and returns its exit status and combined output.
    ///
    /// The wait happens on a thread of its own. Blocking in `waitpid` on the tests' cooperative
    /// pool (one thread per core) stalled every other test on a 2-core machine for as long as a
    /// repotui run took: in-process stubs stopped answering and 200 ms deadlines took a minute.
    static func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> (status: Int32, output: String) {
        let (pid, outputURL) = try start(arguments, environment: environment)
        let status = await onOwnThread { waitForExit(pid) }
        return finish(status: status, outputURL: outputURL)
    }

    /// Starts `arguments` and lets it finish on its own (a thread reaps it), for a `deinit`,
    /// which cannot wait; a command that cannot start is ignored there.
    static func startDetached(_ arguments: [String]) {
        guard let (pid, outputURL) = try? start(arguments, environment: [:]) else { return }
        Thread { _ = finish(status: waitForExit(pid), outputURL: outputURL) }.start()
    }

    private static func start(_ arguments: [String], environment: [String: String]) throws -> (pid: pid_t, outputURL: URL) {
        let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("spawn-\(UUID().uuidString)")

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        try closeInheritedDescriptors(&actions)

        // Threads of the test process block most signals and a child inherits that mask; tmux
        // would then never act on the SIGTERM that `kill-server` sends itself.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        var cEnvironment = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { cEnvironment.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, &cArguments, &cEnvironment)
        guard spawned == 0 else {
            try? FileManager.default.removeItem(at: outputURL)
            throw Failure(description: "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        return (pid, outputURL)
    }

    private static func waitForExit(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return status
    }

    /// The exit status (128 + the signal, as a shell says it) and the output, whose file goes.
    private static func finish(status: Int32, outputURL: URL) -> (status: Int32, output: String) {
        defer { try? FileManager.default.removeItem(at: outputURL) }
        let output = String(decoding: (try? Data(contentsOf: outputURL)) ?? Data(), as: UTF8.self)
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, output)
    }

    /// glibc's posix_spawn_file_actions_addclosefrom_np (2.34+) is not imported into Swift, so
    /// it is looked up at run time.
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) throws {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW),
              let symbol = dlsym(handle, "posix_spawn_file_actions_addclosefrom_np") else {
            throw Failure(description: "this C library has no posix_spawn_file_actions_addclosefrom_np (glibc 2.34+ needed)")
        }
        let addCloseFrom = unsafeBitCast(symbol, to: AddCloseFrom.self)
        guard addCloseFrom(&actions, 3) == 0 else { throw Failure(description: "addclosefrom_np failed") }
    }
}
