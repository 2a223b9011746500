/// Makes text from strangers safe to put on a terminal.
///
/// Repository names and descriptions can carry escape sequences that recolour the screen, move
/// the cursor, set the clipboard (OSC 52) or retitle the window. Whole escape sequences are
/// removed; every other control character is made visible in caret notation (`^G`), so nothing
/// is hidden from the reader and nothing reaches the terminal as a command. Line breaks and
/// tabs become spaces, because every use of this text is a single line.
public enum TerminalText {
    public static func sanitize(_ text: String) -> String {
        // Printable ASCII — most names, descriptions and URLs — has nothing to take out.
        if isPrintableASCII(text) { return text }
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil

        func next() -> Unicode.Scalar? {
            if let scalar = pending { pending = nil; return scalar }
            return scalars.next()
        }

        while let scalar = next() {
            switch scalar.value {
            case 0x1B: // ESC: drop the whole sequence it starts.
                guard let introducer = next() else { break }
                switch introducer.value {
                case 0x5B: skipControlSequence(&scalars)            // ESC [  (CSI)
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F:                  // ESC ] P X ^ _  (OSC, DCS, SOS, PM, APC)
                    skipString(&scalars)
                case 0x20...0x2F:                                   // ESC + intermediates + final
                    skipIntermediates(&scalars, pending: &pending)
                case 0x1B:
                    pending = introducer                            // ESC ESC: the second starts anew
                default:
                    break                                           // two-character sequence: both gone
                }
            case 0x9B: skipControlSequence(&scalars)                // C1 CSI
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F: skipString(&scalars) // C1 OSC, DCS, SOS, PM, APC
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                output.append(" ")
            case 0x00..<0x20:
                output.append("^")
                output.append(Unicode.Scalar(UInt8(scalar.value + 0x40)))
            case 0x7F:
                output.append(contentsOf: "^?".unicodeScalars)
            case 0x80..<0xA0:
                // C1 controls have no caret form of their own; show them as ESC plus the 7-bit twin.
                output.append(contentsOf: "^[".unicodeScalars)
                output.append(Unicode.Scalar(UInt8(scalar.value - 0x40)))
            case 0x202A...0x202E, 0x2066...0x2069:
                // Bidirectional overrides can reorder what the reader sees ("Trojan Source").
                break
            default:
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// `sanitize`d data for one line of a cell, a field or a TSV column: no whitespace at either
    /// end and each run inside (a line break, a tab, two spaces) one space, as a browser shows
    /// it — so `" Hi, I'm a library"` starts where every other cell does.
    public static func singleLine(_ text: String) -> String {
        if isTidyASCII(text) { return text }
        // By character, so a space that a joiner clings to (" \u{200D}") goes as a whole.
        var output = ""
        var spacePending = false
        for character in sanitize(text) {
            if character.isWhitespace {
                spacePending = !output.isEmpty
                continue
            }
            if spacePending {
                output.append(" ")
                spacePending = false
            }
            output.append(character)
        }
        return output
    }

    /// Printable ASCII with no space at either end and no two in a row: `singleLine` as it is.
    private static func isTidyASCII(_ text: String) -> Bool {
        var previous: UInt8 = 0x20
        for byte in text.utf8 {
            guard byte > 0x20 && byte < 0x7F || byte == 0x20 && previous != 0x20 else { return false }
            previous = byte
        }
        return previous != 0x20
    }

    /// CSI: parameter and intermediate bytes, then one final byte in 0x40–0x7E.
    private static func skipControlSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if (0x40...0x7E).contains(scalar.value) { return }
            if !(0x20...0x3F).contains(scalar.value) { return }
        }
    }

    /// OSC/DCS/…: everything up to BEL, ST (ESC \) or the C1 ST.
    private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator) {
        var sawEscape = false
        while let scalar = scalars.next() {
            if scalar.value == 0x07 || scalar.value == 0x9C { return }
            if sawEscape && scalar.value == 0x5C { return }
            sawEscape = scalar.value == 0x1B
        }
    }

    private static func skipIntermediates(_ scalars: inout String.UnicodeScalarView.Iterator,
                                          pending: inout Unicode.Scalar?) {
        while let scalar = scalars.next() {
            if (0x20...0x2F).contains(scalar.value) { continue }
            if (0x30...0x7E).contains(scalar.value) { return }
            pending = scalar
            return
        }
    }

    private static func isPrintableASCII(_ text: String) -> Bool {
        let utf8 = text.utf8
        if let answer = utf8.withContiguousStorageIfAvailable({ $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }) {
            return answer
        }
        return utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}
