/// A user or organisation login that passed GitHub's rule: 1–39 characters, ASCII letters,
/// digits and single hyphens, not starting or ending with a hyphen.
///
/// Validating before any request means a typo never costs a rate-limited call and never puts
/// an arbitrary string into a URL path.
public struct GitHubUsername: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(validating candidate: String) throws(UsernameError) {
        if candidate.isEmpty { throw .empty }
        if candidate.unicodeScalars.count > 39 { throw .tooLong(candidate.unicodeScalars.count) }
        for scalar in candidate.unicodeScalars {
            let isAllowed = scalar.isASCII
                && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || ("0"..."9").contains(scalar) || scalar == "-")
            if !isAllowed { throw .invalidCharacter(Character(scalar)) }
        }
        if candidate.hasPrefix("-") || candidate.hasSuffix("-") { throw .hyphenAtEnd }
        if candidate.contains("--") { throw .consecutiveHyphens }
        rawValue = candidate
    }

    public var description: String { rawValue }
}

public enum UsernameError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case tooLong(Int)
    case invalidCharacter(Character)
    case hyphenAtEnd
    case consecutiveHyphens

    public var description: String {
        switch self {
        case .empty:
            return "a GitHub user name cannot be empty"
        case .tooLong(let count):
            return "a GitHub user name has at most 39 characters (this one has \(count))"
        case .invalidCharacter(let character):
            let shown = character.unicodeScalars.allSatisfy(Self.isInvisible)
                ? "U+" + String(character.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)
                : "'\(character)'"
            return "a GitHub user name has only letters, digits and hyphens (found \(shown))"
        case .hyphenAtEnd:
            return "a GitHub user name cannot start or end with a hyphen"
        case .consecutiveHyphens:
            return "a GitHub user name cannot contain two hyphens in a row"
        }
    }

    /// Characters that print as nothing, move text around or act on the terminal: C0 and C1
    /// controls, format characters (bidi overrides, zero-width ones), lone combining marks,
    /// separators, whitespace. Quoting them would show `''` or worse, so they are named by code point.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isWhitespace { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .spacingMark, .lineSeparator,
             .paragraphSeparator, .spaceSeparator, .privateUse, .surrogate, .unassigned:
            return true
        default:
            return false
        }
    }
}
