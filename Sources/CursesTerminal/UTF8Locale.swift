import CNcurses
import Foundation

/// ncurses draws wide characters only under a UTF-8 locale, and with LANG unset (or "C") they
/// are silently dropped. Take the user's locale, and if it is not UTF-8, at least UTF-8 ctype.
enum UTF8Locale {
    static func activate() {
        setlocale(LC_ALL, "")
        guard !isUTF8(currentCodeset()) else { return }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil {
            setlocale(LC_CTYPE, "en_US.UTF-8")
        }
    }

    /// "UTF-8", "utf8", "UTF8" … all name the same codeset.
    static func isUTF8(_ codeset: String) -> Bool {
        codeset.lowercased().filter { $0 != "-" } == "utf8"
    }

    private static func currentCodeset() -> String {
        guard let name = nl_langinfo(nl_item(CODESET)) else { return "" }
        return String(cString: name)
    }
}
