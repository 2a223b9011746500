import Foundation
import RepoFeatures

/// The browser and the clipboard as `o` and `y` reach them.
struct LiveExternalActions: ExternalActions {
    /// The process's environment: `BROWSER`, `PATH`, `DISPLAY`, `WAYLAND_DISPLAY`; children get it too.
    var environment: [String: String]
    var platform: HostPlatform = .current
    var lookup: ExecutableLookup
    var spawner: any ProcessSpawning = PosixSpawner()
    /// Writes bytes to the terminal repotui draws on (OSC 52).
    var terminal: @MainActor @Sendable ([UInt8]) -> Void
    /// How long a browser launcher is watched for an early failure (`xdg-open` finding no
    /// handler exits at once); one still running then is taken as having opened the page.
    var openWatch: Duration = .seconds(1)
    /// How long a clipboard tool may take to read the text and exit before it is killed.
    var copyTimeLimit: Duration = .seconds(2)
    /// How long a custom command may run in the background before it is killed.
    var backgroundLimit: Duration = .seconds(600)
    /// The last lines of a background command's output kept for the message log.
    static let outputLinesKept = 200
    /// Hands the terminal over while a program runs in the foreground (`TerminalHandOff`); nil
    /// where there is no screen to hand over.
    var lend: (@MainActor @Sendable (@escaping @Sendable () async -> ExternalActionOutcome) async -> ExternalActionOutcome)?

    init(environment: [String: String], terminal: @escaping @MainActor @Sendable ([UInt8]) -> Void) {
        self.environment = environment
        self.lookup = ExecutableLookup(environment: environment)
        self.terminal = terminal
    }

    func open(_ url: URL) async -> ExternalActionOutcome {
        guard let arguments = BrowserCommand.arguments(opening: url.absoluteString, environment: environment,
                                                       platform: platform, lookup: lookup) else {
            return .failed("no browser found — set $BROWSER")
        }
        let name = Self.name(of: arguments)
        let child: any SpawnedProcess
        do {
            child = try spawner.spawn(arguments, input: nil, environment: environment)
        } catch {
            return .failed("cannot start \(name): \(error)")
        }
        switch await child.exit(within: openWatch) {
        case nil, .exited(0):
            return .opened(url)
        case .exited(let status):
            return .failed("\(name) could not open the page (exit status \(status))")
        case .signalled(let signal):
            return .failed("\(name) was killed by signal \(signal)")
        }
    }

    /// Always through the terminal (OSC 52), and through the desktop's tool when there is one:
    /// either may be the one that works (OSC 52 over SSH, the tool in a terminal without OSC 52).
    func copy(_ text: String) async -> ExternalActionOutcome {
        await terminal(OSC52.sequence(copying: text))
        guard let arguments = ClipboardCommand.arguments(environment: environment, platform: platform, lookup: lookup) else {
            return .copied(text)
        }
        let name = Self.name(of: arguments)
        let child: any SpawnedProcess
        do {
            child = try spawner.spawn(arguments, input: text, environment: environment)
        } catch {
            return .copied(text, warning: "cannot start \(name): \(error)")
        }
        switch await child.exit(within: copyTimeLimit) {
        case .exited(0):
            return .copied(text)
        case nil:
            child.kill()
            return .copied(text, warning: "\(name) did not finish")
        case .exited(let status):
            return .copied(text, warning: "\(name) failed (exit status \(status))")
        case .signalled(let signal):
            return .copied(text, warning: "\(name) was killed by signal \(signal)")
        }
    }

    /// `$VISUAL`, else `$EDITOR` (words split at spaces: `code -w`), else `vi`; `$SHELL`, else
    /// `/bin/sh` — run as an argument vector in the clone's directory, never through a shell.
    func run(_ program: CloneProgram, in directory: String) async -> ExternalActionOutcome {
        guard lend != nil else { return .failed("no terminal to hand over here") }
        guard Self.isFolder(directory) else { return .failed("\(directory) is not there any more") }
        let words = Self.command(for: program, environment: environment)
        guard let path = lookup.find(words[0]) else {
            return .failed(program == .editor ? "no editor \(words[0]) found — set $VISUAL or $EDITOR" : "no shell \(words[0]) found — set $SHELL")
        }
        let arguments = [path] + words.dropFirst()
        return await inForeground(arguments, in: directory, what: "\(Self.name(of: arguments)) in \((directory as NSString).lastPathComponent)")
    }

    /// Runs `arguments` in `directory` with the terminal handed over, until it exits; its end
    /// said of `what` ("vim in Hello-World", a custom command's title). `prefix` goes before a
    /// failure to start.
    private func inForeground(_ arguments: [String], in directory: String, what: String, prefix: String = "") async -> ExternalActionOutcome {
        guard let lend else { return .failed("no terminal to hand over here") }
        let (name, spawner, environment) = (Self.name(of: arguments), spawner, environment)
        return await lend {
            let child: any SpawnedProcess
            do {
                child = try spawner.spawnInForeground(arguments, directory: directory, environment: environment)
            } catch {
                return .failed("\(prefix)cannot start \(name): \(error)")
            }
            switch await child.exit(within: .seconds(366 * 86_400)) {
            case .exited(0): return .returned("back from \(what)", warning: false)
            case .exited(let status): return .returned("\(what) exited with status \(status)", warning: true)
            case .signalled(let signal): return .returned("\(what) was killed by signal \(signal)", warning: true)
            case nil: return .returned("\(what) is still running after a year", warning: true)
            }
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// A custom command: its program found on PATH (or, written with a `/`, as a path — in the
    /// clone for `cwd = "clone"`), run as the argument vector it is, never through a shell.
    func run(_ command: RunnableCommand) async -> ExternalActionOutcome {
        let title = command.title
        if let directory = command.directory, !Self.isFolder(directory) {
            return .failed("\(title): \(directory) is not there any more")
        }
        var program = command.arguments[0]
        if program.contains("/"), !program.hasPrefix("/"), let directory = command.directory { program = directory + "/" + program }
        guard let path = lookup.find(program) else {
            return .failed("\(title): no program \(command.arguments[0]) found" + (program.contains("/") ? "" : " on PATH"))
        }
        let arguments = [path] + command.arguments.dropFirst()
        switch command.mode {
        case .suspend:
            return await inForeground(arguments, in: command.directory ?? FileManager.default.currentDirectoryPath, what: title,
                                      prefix: "\(title): ")
        case .background:
            let run = await ChildRun.run(arguments, environment: environment, spawner: PosixSpawner(), in: command.directory,
                                         timeLimit: backgroundLimit, stopsWhenCancelled: false)
            let output = Self.lastLines(of: run.output + run.errors)
            switch run.exit {
            case nil: return .failed("\(title): " + (run.complaint ?? "cannot start it"))
            case _ where run.timedOut:
                return .finished("\(title) was stopped after \(backgroundLimit.components.seconds) s", warning: true, output: output)
            case .exited(0): return .finished("\(title): done", warning: false, output: output)
            case .exited(let status): return .finished("\(title) exited with status \(status)", warning: true, output: output)
            case .signalled(let signal): return .finished("\(title) was killed by signal \(signal)", warning: true, output: output)
            }
        }
    }

    /// The last `outputLinesKept` non-empty lines of `data`, as text.
    static func lastLines(of data: Data) -> [String] {
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
        return Array(lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.suffix(outputLinesKept))
    }

    static func command(for program: CloneProgram, environment: [String: String]) -> [String] {
        func words(_ name: String) -> [String]? {
            let words = environment[name]?.split(whereSeparator: \.isWhitespace).map(String.init) ?? []
            return words.isEmpty ? nil : words
        }
        switch program {
        case .editor: return words("VISUAL") ?? words("EDITOR") ?? ["vi"]
        case .shell: return words("SHELL").map { [$0[0]] } ?? ["/bin/sh"]
        }
    }

    private static func name(of arguments: [String]) -> String {
        arguments.first.map { ($0 as NSString).lastPathComponent } ?? "?"
    }
}
