import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Placeholders filled from strangers' data: in one pass, each value inside its own argument,
/// a value with control characters refused, braces that name no placeholder left as written.
struct CustomCommandResolverTests {
    static func command(_ run: [String]) -> CustomCommand {
        CustomCommand(key: .character("X"), title: "x", contexts: [.list], run: run)
    }

    @Test func everyPlaceholderIsFilledInsideItsOwnArgument() {
        var repository = Fixtures.repository(id: 7, name: "Hello-World", owner: "octocat")
        repository.defaultBranch = "main"
        repository.cloneURL = "https://github.com/octocat/Hello-World.git"
        let run = ["echo", "{owner}/{name}", "{full_name}", "{url}", "{clone_url}", "--branch={default_branch}", "{path}", "{}", "{ name }", "awk {print}"]

        let resolved = CustomCommandResolver.resolve(Self.command(run), for: repository, clone: .at(path: "/src/Hello World"))

        #expect(resolved == .run(RunnableCommand(title: "x", arguments: [
            "echo", "octocat/Hello-World", "octocat/Hello-World", "https://github.com/octocat/Hello-World",
            "https://github.com/octocat/Hello-World.git", "--branch=main", "/src/Hello World", "{}", "{ name }", "awk {print}",
        ], directory: nil, mode: .background), question: nil))
    }

    @Test func aValueHoldingAPlaceholderIsNotFilledAgainAndOneWithControlCharactersStopsTheCommand() {
        #expect(CustomCommandResolver.filled("{path}:{name}", with: [.path: "/src/{name}", .name: "x"]) == "/src/{name}:x")

        var repository = Fixtures.repository(id: 7, name: "Hello-World", owner: "octocat")
        repository.htmlURL = "https://github.com/octocat/Hello-World\n; rm -rf ~"
        #expect(CustomCommandResolver.resolve(Self.command(["open", "{url}"]), for: repository, clone: .none)
            == .refused(StatusNotice(message: "x: not run — the url of octocat/Hello-World holds control characters", tone: .error)))
    }
}
