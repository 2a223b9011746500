@testable import CursesTerminal
import Testing

@Suite struct UTF8LocaleTests {
    @Test("Every spelling of the UTF-8 codeset counts, and nothing else does")
    func codesetNames() {
        let names = ["UTF-8", "utf8", "UTF8", "utf-8", "ANSI_X3.4-1968", "ISO-8859-1", ""]
        #expect(names.map(UTF8Locale.isUTF8) == [true, true, true, true, false, false, false])
    }
}
