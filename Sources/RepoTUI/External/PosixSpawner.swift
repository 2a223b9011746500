import Foundation

/// Starts programs with `posix_spawn` — an argument vector, never a shell — detached so they
/// cannot touch the screen: a new session (no controlling terminal, no SIGHUP when repotui quits),
/// standard output and error on /dev/null, the signal mask and dispositions repotui changed
/// (it blocks and ignores SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP) put back to the defaults,
/// and no descriptor but 0, 1 and 2 inherited. A thread per child waits for it, so none is left a
/// zombie, however long the browser runs.
struct PosixSpawner: ProcessSpawning {
    func spawn(_ arguments: [String], input: String?, environment: [String: String]) throws(SpawnError) -> any SpawnedProcess {
        let inputDescriptor = try input.map { text throws(SpawnError) in try Self.temporaryInput(text) }
        defer { if let inputDescriptor { close(inputDescriptor) } }
        return ReapedChild(pid: try Self.launch(arguments, input: inputDescriptor, errors: nil, environment: environment))
    }

    /// The same, with the child's standard error written to `errors` (a pipe's write end, which
    /// the caller closes once this returns) instead of /dev/null: how `git clone --progress`
    /// is heard.
    func spawn(_ arguments: [String], errors: Int32, environment: [String: String]) throws(SpawnError) -> any SpawnedProcess {
        ReapedChild(pid: try Self.launch(arguments, input: nil, errors: errors, environment: environment))
    }

    /// The same, with the child's standard output and error written to `output` and `errors`
    /// (pipes' write ends, which the caller closes once this returns), starting in `directory`
    /// when given: how `git status` and a custom command in the background are read.
    func spawn(_ arguments: [String], output: Int32, errors: Int32, environment: [String: String],
               in directory: String? = nil) throws(SpawnError) -> any SpawnedProcess {
        ReapedChild(pid: try Self.launch(arguments, input: nil, output: output, errors: errors, environment: environment, directory: directory))
    }

    /// Starts `arguments` in the foreground, in `directory`: not detached — repotui's own process
    /// group, the terminal on standard input, output and error — for a program the user works
    /// in (an editor, a shell) while repotui has handed the terminal over.
    func spawnInForeground(_ arguments: [String], directory: String, environment: [String: String]) throws(SpawnError) -> any SpawnedProcess {
        ReapedChild(pid: try Self.launch(arguments, input: nil, errors: nil, environment: environment, directory: directory, foreground: true))
    }

    private static func launch(_ arguments: [String], input inputDescriptor: Int32?, output outputDescriptor: Int32? = nil,
                               errors errorDescriptor: Int32?, environment: [String: String],
                               directory: String? = nil, foreground: Bool = false) throws(SpawnError) -> pid_t {
        precondition(!arguments.isEmpty, "a command needs a program")
        var actions = FileActions()
        var attributes = SpawnAttributes()
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_init(&actions)
        if let directory { try changeDirectory(to: directory, in: &actions) }
        if !foreground {
            if let inputDescriptor {
                posix_spawn_file_actions_adddup2(&actions, inputDescriptor, 0)
            } else {
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            }
            if let outputDescriptor {
                posix_spawn_file_actions_adddup2(&actions, outputDescriptor, 1)
            } else {
                posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            }
            if let errorDescriptor {
                posix_spawn_file_actions_adddup2(&actions, errorDescriptor, 2)
            } else {
                posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            }
        }
        closeFrom(3, in: &actions)

        posix_spawnattr_init(&attributes)
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        // A program in the foreground keeps SIGTSTP ignored, as repotui has it: stopped by
        // Ctrl-Z, it would wait for a `fg` from a shell that is not reading the terminal.
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGPIPE, SIGCHLD, SIGQUIT]
        where !(foreground && signal == SIGTSTP) {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        let session = foreground ? 0 : setSessionFlag
        posix_spawnattr_setflags(&attributes, Int16(session | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard status == 0 else { throw SpawnError(operation: "posix_spawn", code: status) }
        return pid
    }

    /// Closes every descriptor from `lowest` up in the child, whether or not it was opened with
    /// O_CLOEXEC: `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34), looked up at run time
    /// because Swift does not import it; without it, descriptors rely on their O_CLOEXEC flag.
    private static func closeFrom(_ lowest: Int32, in actions: inout FileActions) {
        #if canImport(Glibc)
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, lowest)
        #endif
    }

    /// The child starts in `directory`: `posix_spawn_file_actions_addchdir_np` (glibc 2.29,
    /// macOS 10.15), looked up at run time as `closeFrom`'s is.
    private static func changeDirectory(to directory: String, in actions: inout FileActions) throws(SpawnError) {
        #if canImport(Glibc)
        typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else {
            throw SpawnError(operation: "changing directory", code: ENOSYS)
        }
        let status = directory.withCString { unsafeBitCast(symbol, to: AddChdir.self)(&actions, $0) }
        #else
        let status = posix_spawn_file_actions_addchdir_np(&actions, directory)
        #endif
        guard status == 0 else { throw SpawnError(operation: "changing directory", code: status) }
    }

    /// POSIX_SPAWN_SETSID (glibc 2.26, macOS 10.15); glibc declares it only under _GNU_SOURCE.
    private static var setSessionFlag: Int32 {
        #if canImport(Glibc)
        0x80
        #else
        POSIX_SPAWN_SETSID
        #endif
    }

    /// The text in an unlinked temporary file, rewound, for a child's standard input: a pipe
    /// would need a writer that can block and a SIGPIPE when the child does not read.
    private static func temporaryInput(_ text: String) throws(SpawnError) -> Int32 {
        let directory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((directory + "/repotui-clipboard-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw SpawnError(operation: "temporary file", code: errno) }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                throw SpawnError(operation: "temporary file", code: code)
            }
            offset += written
        }
        lseek(descriptor, 0, SEEK_SET)
        return descriptor
    }
}

#if canImport(Glibc)
private typealias FileActions = posix_spawn_file_actions_t
private typealias SpawnAttributes = posix_spawnattr_t
#else
private typealias FileActions = posix_spawn_file_actions_t?
private typealias SpawnAttributes = posix_spawnattr_t?
#endif

/// A child with a thread of its own blocked in `waitpid` until it exits: reaped whenever that is.
private final class ReapedChild: SpawnedProcess, @unchecked Sendable {
    let pid: pid_t
    private let lock = NSLock()
    private var ended: ChildExit?
    private var waiters: [UInt64: CheckedContinuation<ChildExit?, Never>] = [:]
    private var nextWaiter: UInt64 = 0

    init(pid: pid_t) {
        self.pid = pid
        let thread = Thread { [self] in reap() }
        thread.name = "repotui-reaper-\(pid)"
        thread.stackSize = 64 * 1024
        thread.start()
    }

    private func reap() {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return finish(.exited(-1)) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
        let signal = status & 0x7F
        finish(signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal))
    }

    private func finish(_ exit: ChildExit) {
        let waiting = lock.withLock {
            ended = exit
            defer { waiters.removeAll() }
            return Array(waiters.values)
        }
        waiting.forEach { $0.resume(returning: exit) }
    }

    func exit(within limit: Duration) async -> ChildExit? {
        await withCheckedContinuation { continuation in
            let id: UInt64? = lock.withLock {
                if ended != nil { return nil }
                nextWaiter += 1
                waiters[nextWaiter] = continuation
                return nextWaiter
            }
            guard let id else { return continuation.resume(returning: lock.withLock { ended }) }
            Task { [self] in
                try? await Task.sleep(for: limit)
                lock.withLock { waiters.removeValue(forKey: id) }?.resume(returning: nil)
            }
        }
    }

    func kill() {
        let alreadyEnded = lock.withLock { ended != nil }
        // The child leads its own session and group; a pid that was reaped may be reused.
        if !alreadyEnded { Foundation.kill(-pid, SIGKILL) }
    }
}
