import ArgumentParser
import Testing
import TestSupport
@testable import RepoTUI

/// The shortcut reads the everyday command lines without ArgumentParser (issue 30): for every
/// line it takes, the command must be the one ArgumentParser reads, every option compared.
struct CommandLineShortcutTests {
    @Test(arguments: [
        ["octocat"],
        [],
        ["--offline", "--json", "octocat"],
        ["octocat", "--sort=stars", "--direction", "asc", "--color", "never", "--no-mouse"],
        ["--api-url", "http://127.0.0.1:8080", "--timeout", "2.5", "--max-concurrency", "8", "--cache-dir", "/tmp/c", "bench-1k"],
        ["--scope", "starred", "--filter", "lang:swift stars:>10", "--log-file=/tmp/log", "--config", "/tmp/c.toml", "octocat"],
        ["--search", "cli tool", "--accessible", "--pick", "--no-cache"],
        ["--starred", "--sort", "starred", "--no-config", "--print-config", "octocat"],
    ])
    func everydayLinesAreTakenAsArgumentParserReadsThem(arguments: [String]) throws {
        let read = try #require(Self.command(CommandLineShortcut.read(arguments)))
        #expect(String(describing: read) == String(describing: try RepoTUICommand.parse(arguments)))
    }

    @Test func versionAloneIsTakenAndPrintsWhatArgumentParserPrints() {
        guard case .version = CommandLineShortcut.read(["--version"]) else {
            Issue.record("--version was not taken")
            return
        }
        #expect(RepoTUICommand.message(for: ValidationErrorProbe.error(for: ["--version"])) == AppVersion.current)
    }

    @Test(arguments: [
        ["-h"], ["--help"], ["--experimental-dump-help"], ["--generate-completion-script", "zsh"],
        ["--version", "octocat"], ["--", "octocat"], ["-"], ["octocat", "hubot"],
        ["--json", "--json", "octocat"], ["--sort", "name", "--sort", "stars"], ["--json=true"],
        ["--filter", "-x"], ["--filter"], ["--sort", "bogus"], ["--timeout", "soon"],
        ["--timeout", "0", "octocat"], ["--offline", "--no-cache", "octocat"], ["a--b"],
        ["--archive", "octocat"], ["--issues", "octocat/Hello-World", "--json"], ["--undo"],
    ])
    func theRestIsLeftToArgumentParser(arguments: [String]) {
        #expect(Self.command(CommandLineShortcut.read(arguments)) == nil)
        #expect(!Self.isVersion(CommandLineShortcut.read(arguments)))
    }

    /// Random lines from the command's own vocabulary, values good and bad, both spellings of an
    /// option's value: wherever the shortcut takes a line, ArgumentParser reads the same command.
    @Test func everyLineTheShortcutTakesIsTheCommandArgumentParserReads() throws {
        var random = SeededGenerator(seed: 30)
        var taken = 0
        for _ in 0..<1_000 {
            let arguments = Self.randomLine(&random)
            guard let read = Self.command(CommandLineShortcut.read(arguments)) else { continue }
            taken += 1
            let parsed: RepoTUICommand
            do {
                parsed = try RepoTUICommand.parse(arguments)
            } catch {
                Issue.record("the shortcut took \(arguments), which ArgumentParser refuses: \(RepoTUICommand.message(for: error))")
                continue
            }
            #expect(String(describing: read) == String(describing: parsed), "\(arguments)")
        }
        // The lines must reach the shortcut often enough to say something (about a quarter do).
        #expect(taken > 200)
    }

    static func command(_ reading: CommandLineShortcut.Reading?) -> RepoTUICommand? {
        if case .command(let command) = reading { return command }
        return nil
    }

    static func isVersion(_ reading: CommandLineShortcut.Reading?) -> Bool {
        if case .version = reading { return true }
        return false
    }

    static let valueOptions = ["scope", "api-url", "cache-dir", "timeout", "max-concurrency", "sort", "direction",
                               "filter", "search", "log-file", "color", "config", "issues", "set-description", "batch"]
    static let flagOptions = Array(CommandLineShortcut.flags) + ["version", "help", "archive", "dry-run", "yes", "bogus"]
    static let values = [
        "repos", "starred", "orgs", "search", "stars", "name", "pushed", "updated", "asc", "desc", "auto", "always", "never",
        "0", "1", "4", "16", "17", "15", "2.5", "600", "601", "1e1", "0x10", "nan", "-1",
        "http://127.0.0.1:1", "https://ghe.example/api/v3", "ftp://x", "/tmp/c", "", "lang:swift", "stars:>10 cli",
        "-x", "=", "octocat/Hello-World", "a b",
    ]
    static let logins = ["octocat", "bench-1k", "a--b", "", "help", "-", "--", "-h", "x"]

    static func randomLine(_ random: inout SeededGenerator) -> [String] {
        var line: [String] = []
        for _ in 0..<random.int(in: 0...5) {
            switch random.below(6) {
            case 0:
                line.append(random.element(of: logins))
            case 1, 2:
                line.append("--" + random.element(of: flagOptions))
            case 3:
                line.append("--" + random.element(of: valueOptions) + "=" + random.element(of: values))
            default:
                line.append("--" + random.element(of: valueOptions))
                if random.below(8) > 0 { line.append(random.element(of: values)) }
            }
        }
        return line
    }
}
