/// What to hand ncurses for one cell so that ncurses' idea of the cursor column and the
/// terminal's always agree.
///
/// The screen buffer measures a grapheme as a whole (DisplayWidth), while ncurses and the
/// terminal advance by `wcwidth` per code point. Where the two disagree the glyph is simplified
/// until they match: a flag becomes its first letter plus a space, a ZWJ family its first
/// person, an unprintable code point a replacement character. Columns never drift.
struct GlyphPlan: Equatable, Sendable {
    /// A spacing scalar followed by its zero-width combining marks: one `cchar_t`.
    var scalars: [Unicode.Scalar]
    /// Spaces written after it, when the cell is wider than `wcwidth` says the glyph is.
    var padding: Int

    /// ncurses keeps at most CCHARW_MAX (5) wide characters per cell: the base and four marks.
    static let maximumMarks = 4

    /// - Parameters:
    ///   - cellWidth: the columns the buffer gave the grapheme (1 or 2).
    ///   - wcwidth: the C library's column count for one scalar (-1 when unprintable).
    static func make(for character: Character, cellWidth: Int,
                     wcwidth: (Unicode.Scalar) -> Int) -> GlyphPlan {
        let width = min(max(cellWidth, 1), 2)
        let scalars = Array(character.unicodeScalars)
        guard let base = scalars.first else { return blank(width: width) }
        let baseWidth = wcwidth(base)
        guard baseWidth >= 1, baseWidth <= width else {
            return replacement(width: width, wcwidth: wcwidth)
        }
        return GlyphPlan(scalars: [base] + marks(following: scalars.dropFirst(), wcwidth: wcwidth),
                         padding: width - baseWidth)
    }

    /// The zero-width marks that ride on the base, up to the next spacing scalar. Whatever
    /// follows that (the rest of a ZWJ sequence or a flag, a conjunct's second letter) is left
    /// out: the terminal would draw it in columns of its own.
    private static func marks(following rest: ArraySlice<Unicode.Scalar>,
                              wcwidth: (Unicode.Scalar) -> Int) -> [Unicode.Scalar] {
        var marks: [Unicode.Scalar] = []
        for scalar in rest {
            guard marks.count < maximumMarks else { break }
            // Variation selectors and other format characters (ZWJ) are left out: terminals
            // disagree on whether VS16 widens the glyph, and the padding already gives it room.
            if isVariationSelector(scalar) || scalar.properties.generalCategory == .format { continue }
            guard wcwidth(scalar) == 0 else { break }
            marks.append(scalar)
        }
        return marks
    }

    private static func replacement(width: Int, wcwidth: (Unicode.Scalar) -> Int) -> GlyphPlan {
        let symbol: Unicode.Scalar = wcwidth("\u{FFFD}") == 1 ? "\u{FFFD}" : "?"
        return GlyphPlan(scalars: [symbol], padding: width - 1)
    }

    private static func blank(width: Int) -> GlyphPlan {
        GlyphPlan(scalars: [" "], padding: width - 1)
    }

    private static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
        (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
    }
}
