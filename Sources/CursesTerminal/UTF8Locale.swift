import CNcurses
import Foundation

/// ncurses draws wide characters only under a UTF-8 locale. Take the user's locale; when it
/// names no locale at all (LANG, LC_CTYPE and LC_ALL unset — common in containers whose
/// terminals are UTF-8 all the same) use UTF-8 ctype. A locale the user chose that is not
/// UTF-8 (`C`, ISO-8859-1) means the terminal cannot show UTF-8: then the screen is drawn in ASCII.
enum UTF8Locale {
    /// Whether the screen may be drawn in UTF-8 (false: ASCII stand-ins).
    static func activate(environment: [String: String]) -> Bool {
        // Only the character set: nothing here formats numbers, dates or messages the C way,
        // and setting every category reads a dozen locale files at each start.
        setlocale(LC_CTYPE, "")
        if isUTF8(currentCodeset()) { return true }
        guard !namesALocale(environment) else { return false }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil {
            setlocale(LC_CTYPE, "en_US.UTF-8")
        }
        return isUTF8(currentCodeset())
    }

    /// Whether the environment says which locale (character set) to use, as POSIX reads it.
    static func namesALocale(_ environment: [String: String]) -> Bool {
        ["LC_ALL", "LC_CTYPE", "LANG"].contains { !(environment[$0] ?? "").isEmpty }
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
