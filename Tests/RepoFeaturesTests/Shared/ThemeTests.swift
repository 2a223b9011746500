import TerminalUI
import Testing
@testable import RepoFeatures

/// A theme recolours a finished frame role by role, and leaves the palette as written when it
/// changes nothing.
struct ThemeTests {
    @Test func everyRoleHasAColourOfItsOwnInThePalette() {
        let colors = Theme.Role.allCases.map(\.paletteColor)
        #expect(Set(colors).count == colors.count)
    }

    @Test func aThemeRecoloursTheRolesItChangesAndNothingElse() throws {
        var screen = AppDriver(size: Size(width: 80, height: 12))
        screen.start()
        let palette = screen.buffer
        var custom = Theme.light
        custom.set(.stars, to: .red)
        var renderer = FrameRenderer(theme: custom)
        let themed = renderer.render(screen.app, context: screen.context)

        // Spoon-Knife's row (not a fork, so not muted): its name link blue in the palette, deeper
        // in the light theme; its stars gold, and red as the user asked.
        let row = try #require(palette.lines.firstIndex { $0.hasPrefix("  Spoon-Knife") })
        let stars = palette.lines[row].distance(from: palette.lines[row].startIndex, to: palette.lines[row].firstIndex(of: "★")!)
        #expect(palette[2, row].style.foreground == .indexed(33))
        #expect(themed[2, row].style.foreground == .indexed(25))
        #expect(palette[stars, row].style.foreground == .indexed(178))
        #expect(themed[stars, row].style.foreground == .red)
        #expect(themed.lines == palette.lines)
        var dark = FrameRenderer(theme: .dark)
        #expect(dark.render(screen.app, context: screen.context) == palette)
    }
}
