import ArgumentParser
import Testing
@testable import RepoTUI

struct CommandLineTests {
    @Test func aValidUserParses() throws {
        let command = try RepoTUICommand.parse(["octocat", "--json", "--api-url", "http://127.0.0.1:8080"])
        #expect(command.user == "octocat")
        #expect(command.json)
        #expect(command.apiURL == "http://127.0.0.1:8080")
    }

    @Test(arguments: ["-bad", "bad-", "a--b", "a_b", "with space", String(repeating: "a", count: 40), "../etc"])
    func anInvalidUserIsAUsageError(user: String) {
        #expect(throws: (any Error).self) { try RepoTUICommand.parse(["--", user]) }
    }

    @Test func theUsageMessageSaysWhatIsWrong() {
        let message = RepoTUICommand.message(for: ValidationErrorProbe.error(for: ["a--b"]))
        #expect(message == "invalid user name 'a--b': a GitHub user name cannot contain two hyphens in a row")
    }

    @Test func cacheOptionsParse() throws {
        let command = try RepoTUICommand.parse(["octocat", "--cache-dir", "/tmp/c", "--offline"])
        #expect(command.cacheDirectory == "/tmp/c")
        #expect(command.offline)
        #expect(!command.noCache)
    }

    @Test(arguments: [
        (["octocat", "--offline", "--no-cache"], "--offline shows what the cache holds, so it cannot be combined with --no-cache"),
        (["octocat", "--cache-dir", ""], "--cache-dir needs a directory"),
        (["octocat", "--max-concurrency", "0"], "--max-concurrency must be from 1 to 16"),
        (["octocat", "--timeout", "0"], "--timeout must be more than 0 and at most 600 seconds"),
    ])
    func outOfRangeOrContradictoryOptionsAreUsageErrors(arguments: [String], message: String) {
        #expect(RepoTUICommand.message(for: ValidationErrorProbe.error(for: arguments)) == message)
    }

    @Test func aNonHTTPAPIURLIsAUsageError() {
        #expect(throws: (any Error).self) { try RepoTUICommand.parse(["octocat", "--api-url", "ftp://x"]) }
    }
}

/// Collects the error `parse` throws, to read its message.
enum ValidationErrorProbe {
    static func error(for arguments: [String]) -> any Error {
        do {
            _ = try RepoTUICommand.parse(arguments)
            return CancellationError()
        } catch {
            return error
        }
    }
}

/// The options whose values are an enum's names (`ListedArgument`) list them in `--help` and in
/// every shell's completions, in the enum's order, as ArgumentParser's own listing did.
struct ListedArgumentTests {
    @Test func helpListsEachEnumOptionsValues() {
        let help = RepoTUICommand.helpMessage(columns: 400)
        let listed = [
            "(values: pushed, updated, created, name, stars, forks, starred)",
            "(values: asc, desc)",
            "(values: auto, always, never; default: auto)",
            "(values: repos, starred, orgs, search)",
            "(values: issues, wiki, projects)",
            "(values: open, closed, all)",
        ]
        #expect(listed.filter { !help.contains($0) } == [])
    }

    @Test func everyShellsCompletionsOfferTheValues() {
        for shell in [CompletionShell.bash, .zsh, .fish] {
            let script = RepoTUICommand.completionScript(for: shell)
            #expect(["starred", "desc", "never", "orgs", "closed", "projects"].filter { !script.contains($0) } == [], "\(shell)")
        }
    }
}
