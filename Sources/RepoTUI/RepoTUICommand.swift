import ArgumentParser
import Foundation
import RepoCore

/// `repotui <user>`: parses the command line and hands over to the interactive app or the
/// plain-text output. No logic beyond choosing which.
public struct RepoTUICommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "repotui",
        abstract: "Browse a GitHub user's or organisation's repositories in the terminal.",
        discussion: """
            Keys: ↑/↓ or k/j move, PgUp/PgDn page, Home/End or g/G jump, Enter opens the detail, \
            Esc/←/h/Backspace go back, r refreshes, q quits (goes back from the detail), Ctrl-C quits.

            When standard output is not a terminal, one tab-separated line per repository is printed \
            instead (full name, description, language, stars, pushed_at).

            Environment: GH_TOKEN, else GITHUB_TOKEN, is sent as a Bearer token (never printed); \
            GITHUB_API_URL sets the API root like --api-url.
            """,
        version: AppVersion.current
    )

    @Argument(help: "The GitHub user or organisation, e.g. octocat.")
    public var user: String

    @Option(name: .customLong("api-url"), help: ArgumentHelp(
        "The GitHub API root (default: $GITHUB_API_URL, else https://api.github.com).", valueName: "url"))
    public var apiURL: String?

    @Flag(help: "Print the repositories as a JSON array (GitHub's field names) and exit.")
    public var json = false

    public init() {}

    public func validate() throws {
        do {
            _ = try GitHubUsername(validating: user)
        } catch {
            throw ValidationError("invalid user name '\(TerminalTextForErrors.quote(user))': \(error)")
        }
        if let apiURL, LiveEnvironment.parseAPIURL(apiURL) == nil {
            throw ValidationError("--api-url must be an http or https URL, got '\(TerminalTextForErrors.quote(apiURL))'")
        }
    }

    public func run() async throws {
        let username = try GitHubUsername(validating: user)
        let environment = ProcessInfo.processInfo.environment
        let live = try LiveEnvironment(apiURLOption: apiURL, environment: environment)
        if json || !Terminal.isTerminal(fileDescriptor: STDOUT_FILENO) {
            let format: PlainOutput.Format = json ? .json : .tabSeparated
            let status = await PlainOutput(source: live.client, format: format).run(user: username)
            if status != 0 { throw ExitCode(status) }
            return
        }
        let status = await InteractiveApp.run(user: username, source: live.client, environment: environment)
        if status != 0 { throw ExitCode(status) }
    }
}

extension RepoTUICommand {
    /// `await main()` at the top level of main.swift resolves to ArgumentParser's synchronous
    /// `main()`, which cannot run an async command; calling it from an async function picks the
    /// async one.
    public static func launch() async {
        await main(nil)
    }
}
