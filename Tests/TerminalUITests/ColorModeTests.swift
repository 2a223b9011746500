import Testing
import TerminalUI

/// `--color` × `NO_COLOR` × what the terminal has: the whole decision as one table.
struct ColorModeTests {
    @Test(arguments: [
        // flag, NO_COLOR, terminal has colours → colours
        (ColorMode.auto, nil as String?, true, true),
        (.auto, nil, false, false),
        (.auto, "1", true, false),
        (.auto, "", true, true),      // set but empty does not count (no-color.org)
        (.auto, "0", true, false),    // any non-empty value counts, even "0"
        (.always, nil, true, true),
        (.always, "1", true, true),
        (.always, "1", false, false), // cannot draw colours the terminal does not have
        (.never, nil, true, false),
        (.never, "", true, false),
        (.never, nil, false, false),
    ])
    func decision(mode: ColorMode, noColor: String?, terminalHasColors: Bool, expected: Bool) {
        #expect(mode.usesColor(noColor: noColor, terminalHasColors: terminalHasColors) == expected)
    }

    @Test func theFlagsValuesAreTheirNames() {
        #expect(ColorMode.allCases.map(\.rawValue) == ["auto", "always", "never"])
    }
}
