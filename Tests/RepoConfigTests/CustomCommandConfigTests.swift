import Foundation
import RepoFeatures
import TerminalUI
import Testing
@testable import RepoConfig

/// `[[command]]` tables: read whole, every mistake said with its line (an unknown placeholder,
/// a string where the argument vector belongs, a key the app or another command has), and
/// written back by `--print-config` to the same commands.
struct CustomCommandConfigTests {
    static let commands = """
        [[command]]
        key = "L"
        title = "lazygit"
        context = "list"
        run = ["lazygit"]
        mode = "suspend"
        cwd = "clone"

        [[command]]
        key = "ctrl-g"
        title = "pull requests"
        run = ["gh", "pr", "list", "--repo", "{full_name}", "--search", "base:{default_branch}"]
        confirm = "List the pull requests of {full_name}?"
        """

    @Test func commandsAreReadWithTheirDefaults() throws {
        var expected = AppConfig()
        #expect(expected.keys.add(CustomCommand(key: .character("L"), title: "lazygit", contexts: [.list], run: ["lazygit"],
                                                mode: .suspend, runsInClone: true)) == nil)
        #expect(expected.keys.add(CustomCommand(key: .control("g"), title: "pull requests", contexts: [.list, .detail],
                                                run: ["gh", "pr", "list", "--repo", "{full_name}", "--search", "base:{default_branch}"],
                                                mode: .background, confirm: "List the pull requests of {full_name}?")) == nil)

        #expect(try ConfigReader.read(Self.commands).get() == expected)
    }

    @Test func everyMistakeInACommandIsSaidWithItsLine() {
        let text = """
            [keys.list]
            clone = "K"

            [[command]]
            key = "K"
            run = ["echo", "{fullname}"]

            [[command]]
            key = "x"
            run = "git pull"
            contxt = "list"

            [[command]]
            key = "?"
            run = ["true"]

            [[command]]
            key = "W"
            run = ["true"]
            context = "prompt"
            mode = "later"
            """

        #expect(ConfigReader.read(text) == .failure(ConfigProblems([
            ConfigProblem(line: 6, "unknown placeholder {fullname} (placeholders: {owner}, {name}, {full_name}, {url}, {clone_url}, {path}, {default_branch})",
                          suggestion: "did you mean 'full_name'?"),
            ConfigProblem(line: 10, "'run' must be a list of strings — the program, then its arguments — like [\"gh\", \"browse\", \"--repo\", \"{full_name}\"] (a string is not split into words: no shell reads it)"),
            ConfigProblem(line: 11, "unknown key 'contxt' in [[command]]", suggestion: "did you mean 'context'?"),
            ConfigProblem(line: 14, "? already works everywhere (this help)"),
            ConfigProblem(line: 20, "'context' cannot be 'prompt' (one of: list, detail)"),
            ConfigProblem(line: 21, "'mode' cannot be 'later' (one of: background, suspend)"),
        ])))
    }

    @Test func aKeyTakenByTheListOrAnotherCommandIsRefusedWhereTheyMeet() {
        let text = """
            [keys.list]
            clone = "K"

            [[command]]
            key = "K"
            context = "list"
            run = ["true"]

            [[command]]
            key = "K"
            context = "detail"
            title = "first"
            run = ["true"]

            [[command]]
            key = "K"
            context = "detail"
            run = ["false"]
            """

        #expect(ConfigReader.read(text) == .failure(ConfigProblems([
            ConfigProblem(line: 5, "K is already a key of the list: clone the marked repositories, else the selected one"),
            ConfigProblem(line: 16, "K is already the key of the command 'first' in the detail"),
        ])))
    }

    @Test func printConfigWritesTheCommandsBackToTheSameValues() throws {
        let config = try ConfigReader.read(Self.commands + "\n\n[[command]]\nkey = \"Q\"\nrun = [\"sh\", \"-c\", \"echo \\\"$1\\\"\\tdone\", \"sh\", \"{url}\"]\n").get()
        let printed = ConfigPrinter.text(config)

        #expect(printed.contains("""
            [[command]]
            key = "L"
            title = "lazygit"
            context = "list"
            run = ["lazygit"]
            mode = "suspend"
            cwd = "clone"
            """))
        #expect(printed.contains("run = [\"sh\", \"-c\", \"echo \\\"$1\\\"\\tdone\", \"sh\", \"{url}\"]"))
        #expect(try ConfigReader.read(printed).get() == config)
        #expect(ConfigPrinter.text(AppConfig()).contains("# [[command]]\n# key = \"L\""))
        #expect(try ConfigReader.read(ConfigPrinter.text(AppConfig())).get() == AppConfig())
    }
}
