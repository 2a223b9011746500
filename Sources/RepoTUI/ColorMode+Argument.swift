import ArgumentParser
import CursesTerminal
import TerminalUI

extension ColorMode: ListedArgument {}

extension CursesTerminal.Options {
    /// The terminal options from `--color`, `--no-mouse` and the environment (`NO_COLOR`).
    static func from(color: ColorMode, noMouse: Bool, environment: [String: String]) -> Self {
        Self(allowsColor: color.allowsColor(noColor: environment["NO_COLOR"]), mouse: !noMouse)
    }
}
