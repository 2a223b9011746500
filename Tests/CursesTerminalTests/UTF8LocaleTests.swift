@testable import CursesTerminal
import TerminalUI
import Testing

@Suite struct UTF8LocaleTests {
    @Test("Every spelling of the UTF-8 codeset counts, and nothing else does")
    func codesetNames() {
        let names = ["UTF-8", "utf8", "UTF8", "utf-8", "ANSI_X3.4-1968", "ISO-8859-1", ""]
        #expect(names.map(UTF8Locale.isUTF8) == [true, true, true, true, false, false, false])
    }
}

/// Issue 14, item 8: a terminal whose locale is not UTF-8 gets ASCII, in one place (the painter).
@Suite struct AsciiScreenTests {
    @Test("A locale the user names decides; with none named, UTF-8 is assumed")
    func whoseLocale() {
        #expect(!UTF8Locale.namesALocale([:]))
        #expect(!UTF8Locale.namesALocale(["LANG": "", "LC_ALL": ""]))
        #expect(UTF8Locale.namesALocale(["LANG": "C"]))
        #expect(UTF8Locale.namesALocale(["LC_CTYPE": "en_US.ISO-8859-1"]))
    }

    @Test("Every glyph the app draws has an ASCII look-alike; letters lose their accents; the rest is ? per column",
          arguments: [
              ("★", 1, "*"), ("›", 1, ">"), ("█", 1, "#"), ("▓", 1, "#"), ("▒", 1, "+"), ("░", 1, "."), ("│", 1, "|"),
              ("─", 1, "-"), ("┌", 1, "+"), ("↓", 1, "v"), ("↑", 1, "^"), ("…", 1, "."), ("⏎", 1, "<"), ("●", 1, "*"),
              ("✓", 1, "x"), ("·", 1, "."), ("é", 1, "e"), ("Å", 1, "A"), ("ñ", 1, "n"), ("中", 2, "??"), ("👩‍💻", 2, "??"),
              ("a", 1, "a"), ("ש", 1, "?"),
          ] as [(Character, Int, String)])
    func standIns(character: Character, width: Int, shown: String) {
        #expect(AsciiStandIns.text(for: character, width: width) == shown)
    }

    @Test("An ASCII painter writes one ASCII character per column, so the columns hold")
    func asciiPainter() {
        var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
        buffer.put("★中é│", x: 0, y: 0)
        var painter = ScreenPainter(asciiOnly: true, wcwidth: FakeWcwidth.width)
        var canvas = ScreenPainterTests.SpyCanvas()

        painter.paint(buffer, screen: Size(width: 6, height: 1), on: &canvas)

        #expect(canvas.writes == [
            .erase, .put("*", x: 0, y: 0), .put("?", x: 1, y: 0), .put("?", x: 2, y: 0), .put("e", x: 3, y: 0),
            .put("|", x: 4, y: 0), .put(" ", x: 5, y: 0), .flush,
        ])
    }
}
