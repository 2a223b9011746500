import ArgumentParser

/// The command lines people start repotui with most — a login and the main command's own options,
/// or `--version` alone — read without ArgumentParser.
///
/// ArgumentParser builds its model of a command by reflection every time it reads a command line:
/// about 3 ms, a sixth of a first frame and two fifths of `--version` (issue 30, `perf` over 30
/// starts). Everything else is declined and read by ArgumentParser as before, so help, mistakes,
/// completions and their messages stay its own: an unknown option, a short one (`-h`), `--`, an
/// option or flag given twice, a value that starts with `-`, a second login, a bulk change or
/// `--issues`, `--pulls`, `--runs`, and a command line that `validate()` refuses. The values are
/// converted by the initialisers ArgumentParser itself calls (`init(argument:)`), and a test holds
/// the two readers to the same command for every line the shortcut takes.
enum CommandLineShortcut {
    enum Reading {
        case version
        case command(RepoTUICommand)
    }

    /// The command `arguments` (without the program's name) ask for; nil where ArgumentParser reads them.
    static func read(_ arguments: [String]) -> Reading? {
        if arguments == ["--version"] { return .version }
        var command = RepoTUICommand.withDefaults
        var given: Set<String> = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else {
                guard !argument.hasPrefix("-"), command.user == nil else { return nil }
                command.user = argument
                continue
            }
            let spelled = argument.dropFirst(2)
            let name = String(spelled.prefix { $0 != "=" })
            guard !name.isEmpty, given.insert(name).inserted else { return nil }
            let attached = spelled.firstIndex(of: "=").map { String(spelled[spelled.index(after: $0)...]) }
            if flags.contains(name) {
                guard attached == nil else { return nil }
                command.setFlag(name)
                continue
            }
            guard let value = attached ?? rest.popFirst(), !value.hasPrefix("-"),
                  command.setOption(name, to: value) else { return nil }
        }
        do {
            try command.validate()
        } catch {
            return nil
        }
        return .command(command)
    }

    static let flags: Set<String> = ["starred", "json", "pick", "no-cache", "offline", "no-mouse", "accessible", "no-config", "print-config"]
}

extension RepoTUICommand {
    /// The command with every option at the default its declaration gives (a command made with
    /// `init()` holds ArgumentParser's definitions, which only its parsing turns into values).
    static var withDefaults: RepoTUICommand {
        var command = RepoTUICommand()
        command.user = nil
        command.starred = false
        command.scope = nil
        command.apiURL = nil
        command.json = false
        command.pick = false
        command.cacheDirectory = nil
        command.noCache = false
        command.offline = false
        command.timeout = 15
        command.maxConcurrency = 4
        command.sort = nil
        command.direction = nil
        command.filter = nil
        command.search = nil
        command.logFile = nil
        command.color = .auto
        command.noMouse = false
        command.accessible = false
        command.configPath = nil
        command.noConfig = false
        command.printConfig = false
        command.changeOptions = .none
        command.activityOptions = .none
        return command
    }

    fileprivate mutating func setFlag(_ name: String) {
        switch name {
        case "starred": starred = true
        case "json": json = true
        case "pick": pick = true
        case "no-cache": noCache = true
        case "offline": offline = true
        case "no-mouse": noMouse = true
        case "accessible": accessible = true
        case "no-config": noConfig = true
        case "print-config": printConfig = true
        default: preconditionFailure("--\(name) is not in CommandLineShortcut.flags")
        }
    }

    /// Sets the option `--name` from its value; false for an option it does not know or a value
    /// its type does not take.
    fileprivate mutating func setOption(_ name: String, to value: String) -> Bool {
        switch name {
        case "scope": return Self.set(&scope, value)
        case "api-url": apiURL = value
        case "cache-dir": cacheDirectory = value
        case "timeout": return Self.set(&timeout, value)
        case "max-concurrency": return Self.set(&maxConcurrency, value)
        case "sort": return Self.set(&sort, value)
        case "direction": return Self.set(&direction, value)
        case "filter": filter = value
        case "search": search = value
        case "log-file": logFile = value
        case "color": return Self.set(&color, value)
        case "config": configPath = value
        default: return false
        }
        return true
    }

    private static func set<Value: ExpressibleByArgument>(_ target: inout Value, _ value: String) -> Bool {
        guard let read = Value(argument: value) else { return false }
        target = read
        return true
    }

    private static func set<Value: ExpressibleByArgument>(_ target: inout Value?, _ value: String) -> Bool {
        guard let read = Value(argument: value) else { return false }
        target = read
        return true
    }
}

extension ChangeOptions {
    /// No change asked for, every option at its declared default.
    static var none: ChangeOptions {
        var options = ChangeOptions()
        options.archive = false
        options.unarchive = false
        options.makePrivate = false
        options.makePublic = false
        options.addTopics = []
        options.removeTopics = []
        options.description = nil
        options.homepage = nil
        options.rename = nil
        options.enable = nil
        options.disable = nil
        options.syncFork = false
        options.delete = false
        options.dryRun = false
        options.yes = false
        options.undo = false
        options.batch = nil
        options.only = nil
        return options
    }
}

extension ActivityOptions {
    /// No repository's list asked for.
    static var none: ActivityOptions {
        var options = ActivityOptions()
        options.issues = nil
        options.pulls = nil
        options.runs = nil
        options.state = nil
        return options
    }
}
