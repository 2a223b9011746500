import ArgumentParser
import CursesTerminal
import Testing
@testable import RepoTUI

/// `--color`, `--no-mouse` and `NO_COLOR` become the options the terminal is opened with.
struct TerminalOptionsTests {
    func options(_ arguments: [String], _ environment: [String: String] = [:]) throws -> CursesTerminal.Options {
        let command = try RepoTUICommand.parse(["octocat"] + arguments)
        return .from(color: command.color, noMouse: command.noMouse, environment: environment)
    }

    @Test func byDefaultColoursAndTheMouseAreOn() throws {
        #expect(try options([]) == CursesTerminal.Options(allowsColor: true, mouse: true))
    }

    @Test(arguments: [
        ([String](), [String: String](), true),
        ([], ["NO_COLOR": "1"], false),
        ([], ["NO_COLOR": ""], true),
        (["--color", "auto"], ["NO_COLOR": "yes"], false),
        (["--color", "always"], ["NO_COLOR": "1"], true),
        (["--color", "never"], [:], false),
        (["--color=never"], ["NO_COLOR": ""], false),
    ])
    func colourFollowsTheFlagAndNO_COLOR(arguments: [String], environment: [String: String], allowed: Bool) throws {
        #expect(try options(arguments, environment).allowsColor == allowed)
    }

    @Test func noMouseLeavesTheMouseToTheTerminal() throws {
        #expect(try options(["--no-mouse"]) == CursesTerminal.Options(allowsColor: true, mouse: false))
    }

    @Test func anUnknownColourModeIsAUsageError() {
        #expect(throws: (any Error).self) { try RepoTUICommand.parse(["octocat", "--color", "sometimes"]) }
    }
}
