/// Parses RFC 8288 `Link` header values, the way GitHub paginates.
///
/// Tolerant by design: a header comes from the network, so malformed parts are skipped and
/// whatever well-formed links remain are returned. It never traps.
public struct LinkHeader: Sendable {
    /// All links in `value`, in header order.
    public static func parse(_ value: String) -> [Link] {
        var scanner = Scanner(Array(value.unicodeScalars))
        var links: [Link] = []
        while !scanner.isAtEnd {
            scanner.skip { $0 == "," || isWhitespace($0) }
            guard scanner.peek == "<" else {
                // Not the start of a link: drop everything up to the next separator.
                scanner.skip { $0 != "," }
                continue
            }
            scanner.advance()
            guard let target = scanner.take(until: ">") else { break }
            scanner.advance()
            let parameters = parseParameters(&scanner)
            links.append(Link(target: target, parameters: parameters))
        }
        return links
    }

    /// Reads `; name="value"` pairs up to the comma that ends one link.
    private static func parseParameters(_ scanner: inout Scanner) -> [(name: String, value: String)] {
        var parameters: [(name: String, value: String)] = []
        while !scanner.isAtEnd {
            scanner.skip(while: isWhitespace)
            guard let next = scanner.peek else { break }
            if next == "," { break }
            guard next == ";" else {
                // Junk between parameters: skip it but stay in this link.
                scanner.skip { $0 != ";" && $0 != "," }
                continue
            }
            scanner.advance()
            scanner.skip(while: isWhitespace)
            let name = scanner.takeToken { $0 != "=" && $0 != ";" && $0 != "," && !isWhitespace($0) }
            scanner.skip(while: isWhitespace)
            var value = ""
            if scanner.peek == "=" {
                scanner.advance()
                scanner.skip(while: isWhitespace)
                if scanner.peek == "\"" {
                    value = scanner.takeQuoted()
                } else {
                    value = scanner.takeToken { $0 != ";" && $0 != "," }.trimmingTrailingWhitespace()
                }
            }
            if !name.isEmpty { parameters.append((name.lowercased(), value)) }
        }
        return parameters
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n"
    }
}

/// A cursor over unicode scalars; small enough to keep the parser readable.
private struct Scanner {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var isAtEnd: Bool { index >= scalars.count }
    var peek: Unicode.Scalar? { isAtEnd ? nil : scalars[index] }

    mutating func advance() { if !isAtEnd { index += 1 } }

    mutating func skip(while predicate: (Unicode.Scalar) -> Bool) {
        while let scalar = peek, predicate(scalar) { index += 1 }
    }

    /// Everything before `terminator`, leaving the cursor on it; nil if it never comes.
    mutating func take(until terminator: Unicode.Scalar) -> String? {
        guard let end = scalars[index...].firstIndex(of: terminator) else { return nil }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[index..<end])
        index = end
        return String(text)
    }

    mutating func takeToken(while predicate: (Unicode.Scalar) -> Bool) -> String {
        var text = String.UnicodeScalarView()
        while let scalar = peek, predicate(scalar) {
            text.append(scalar)
            index += 1
        }
        return String(text)
    }

    /// A quoted-string with backslash escapes; an unterminated one runs to the end.
    mutating func takeQuoted() -> String {
        advance()
        var text = String.UnicodeScalarView()
        while let scalar = peek {
            index += 1
            if scalar == "\"" { break }
            if scalar == "\\", let escaped = peek {
                index += 1
                text.append(escaped)
            } else {
                text.append(scalar)
            }
        }
        return String(text)
    }
}

private extension String {
    func trimmingTrailingWhitespace() -> String {
        var scalars = unicodeScalars
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
