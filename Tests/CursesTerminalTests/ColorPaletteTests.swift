@testable import CursesTerminal
import Testing
import TerminalUI

@Suite struct ColorPaletteTests {
    @Test("xterm 256-colour indices fall back to the nearest of the eight base colours", arguments: [
        (0, 0), (1, 1), (7, 7),                 // base colours are themselves
        (8, 0), (9, 1), (12, 4), (15, 7),       // bright variants drop to their base
        (16, 0), (196, 1), (46, 2), (21, 4),    // cube corners: black, red, green, blue
        (226, 3), (201, 5), (51, 6), (231, 7),  // yellow, magenta, cyan, white
        (52, 0), (88, 1),                       // dark red (95,0,0) is nearer black; (135,0,0) red
        (208, 3),                               // orange (255,135,0) is nearest yellow
        (232, 0), (243, 0), (244, 7), (255, 7), // grey ramp: dark half black, light half white
    ] as [(UInt8, Int)])
    func nearestBaseColor(index: UInt8, expected: Int) {
        #expect(ColorPalette.nearestBaseColor(to: index) == expected)
    }

    @Test("A 256-colour terminal with default colours gets indices as they are")
    func fullPalette() {
        let palette = ColorPalette(colorCount: 256, hasDefaultColors: true)
        let colors: [TerminalColor] = [.default, .red, .white, .indexed(208), .indexed(9)]
        #expect(colors.map { palette.cursesColor($0, layer: .foreground) } == [-1, 1, 7, 208, 9])
    }

    @Test("An 8-colour terminal gets the nearest base colour for indexed colours")
    func eightColors() {
        let palette = ColorPalette(colorCount: 8, hasDefaultColors: true)
        let colors: [TerminalColor] = [.default, .blue, .indexed(208), .indexed(9), .indexed(231), .indexed(244)]
        // A grey is not drawn (white or black could vanish into the background): the terminal's
        // own colour instead, and the style's monochrome attributes (see below).
        #expect(colors.map { palette.cursesColor($0, layer: .foreground) } == [-1, 4, 3, 1, 7, -1])
    }

    @Test("A 16-colour terminal keeps the bright colours and maps the rest")
    func sixteenColors() {
        let palette = ColorPalette(colorCount: 16, hasDefaultColors: true)
        let colors: [TerminalColor] = [.indexed(9), .indexed(15), .indexed(196)]
        #expect(colors.map { palette.cursesColor($0, layer: .background) } == [9, 15, 1])
    }

    @Test("Without default colours the default is white on black")
    func noDefaultColors() {
        let palette = ColorPalette(colorCount: 8, hasDefaultColors: false)
        #expect([palette.cursesColor(.default, layer: .foreground),
                  palette.cursesColor(.default, layer: .background)] == [7, 0])
    }

    @Test("A terminal without colours gets none, so styles use attributes alone")
    func monochrome() {
        let colors: [TerminalColor] = [.default, .red, .indexed(208)]
        #expect(colors.map { ColorPalette.monochrome.cursesColor($0, layer: .foreground) } == [nil, nil, nil])
    }

    @Test("A style whose colours are not drawn adds its monochrome attributes", arguments: [
        // (colours, style, attributes drawn)
        (256, Style(foreground: .indexed(244), monochrome: [.dim]), TextAttributes()),
        (8, Style(foreground: .indexed(244), monochrome: [.dim]), [.dim]),
        (0, Style(foreground: .indexed(244), monochrome: [.dim]), [.dim]),
        (8, Style(foreground: .indexed(33), attributes: [.bold], monochrome: [.underline]), [.bold]),
        (0, Style(foreground: .indexed(33), attributes: [.bold], monochrome: [.underline]), [.bold, .underline]),
        (0, Style(attributes: [.reverse], monochrome: [.dim]), [.reverse]),
        (0, Style(background: .blue, monochrome: [.reverse]), [.reverse]),
    ] as [(Int, Style, TextAttributes)])
    func monochromeAttributes(colorCount: Int, style: Style, expected: TextAttributes) {
        let palette = ColorPalette(colorCount: colorCount, hasDefaultColors: true)
        #expect(palette.attributes(for: style) == expected)
    }

    @Test("The colour depth follows the colour count")
    func depth() {
        #expect([0, 8, 16, 88, 256].map { ColorPalette(colorCount: $0, hasDefaultColors: true).depth }
                == [.monochrome, .basic, .basic, .basic, .extended])
    }
}
