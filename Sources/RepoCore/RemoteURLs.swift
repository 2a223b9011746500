import Foundation

/// A repository's `git://`, HTTPS clone and SSH addresses. GitHub (and GitHub Enterprise)
/// spell all three from the web address — `https://HOST/OWNER/NAME` gives
/// `git://HOST/OWNER/NAME.git`, `https://HOST/OWNER/NAME.git` and `git@HOST:OWNER/NAME.git` —
/// so a list keeps only how each one relates to the web address: three strings a row fewer
/// (about 290 bytes of a repository's 1.4 kB), in a byte when all three are GitHub's. One that
/// is spelled otherwise is kept as given.
struct RemoteURLs: Hashable, Sendable {
    typealias Kind = RemoteAddresses.Kind

    /// Canonical: `.derived` exactly when the address is the one the web address spells, so two
    /// repositories with the same addresses store the same values.
    enum Stored: Hashable, Sendable {
        case absent
        case derived
        case given(String)
    }

    /// The addresses spelled otherwise than the web address implies; nil while none is, so a row
    /// whose addresses are all GitHub's spends one pointer and a byte on them, not 48 bytes.
    private var spellings: Spellings?
    /// Two bits a kind, in `Kind`'s order: 0 absent, 1 derived, 2 given (its text in `spellings`).
    private var shape: UInt8 = 0

    init(git: String?, clone: String?, ssh: String?, htmlURL: String) {
        self[.git] = Self.stored(git, kind: .git, htmlURL: htmlURL)
        self[.clone] = Self.stored(clone, kind: .clone, htmlURL: htmlURL)
        self[.ssh] = Self.stored(ssh, kind: .ssh, htmlURL: htmlURL)
    }

    func url(_ kind: Kind, htmlURL: String) -> String? {
        switch self[kind] {
        case .absent: nil
        case .derived: Self.spelled(kind, from: htmlURL)
        case .given(let url): url
        }
    }

    mutating func set(_ url: String?, _ kind: Kind, htmlURL: String) {
        self[kind] = Self.stored(url, kind: kind, htmlURL: htmlURL)
    }

    /// The same from the address's UTF-8 (nil: none), its text made only when it is kept.
    mutating func set(utf8 url: UnsafeBufferPointer<UInt8>?, _ kind: Kind, htmlURL: String) {
        guard let url else {
            self[kind] = .absent
            return
        }
        var html = htmlURL
        self[kind] = html.withUTF8 { Self.isSpelled(url, kind, from: $0) } ? .derived : .given(String(decoding: url, as: UTF8.self))
    }

    /// The same addresses, stored against a new web address.
    func rebased(from oldHTMLURL: String, to newHTMLURL: String) -> RemoteURLs {
        var rebased = self
        for kind in Kind.allCases {
            rebased.set(url(kind, htmlURL: oldHTMLURL), kind, htmlURL: newHTMLURL)
        }
        return rebased
    }

    private(set) subscript(kind: Kind) -> Stored {
        get {
            switch shape >> kind.shift & 0b11 {
            case 0: .absent
            case 1: .derived
            default: .given(spellings?[kind] ?? "")
            }
        }
        set {
            let bits: UInt8
            var text: String?
            switch newValue {
            case .absent: bits = 0
            case .derived: bits = 1
            case .given(let url): (bits, text) = (2, url)
            }
            shape = shape & ~(0b11 << kind.shift) | bits << kind.shift
            // Only given addresses keep text, so equal addresses are equal values.
            if text != nil || spellings?[kind] != nil {
                spellings = (spellings ?? Spellings()).replacing(kind, with: text)
            }
        }
    }

    /// The text of the given addresses, shared by copies of a row and replaced, never changed.
    final class Spellings: Hashable, Sendable {
        private let texts: [String?]

        init(_ texts: [String?] = [nil, nil, nil]) {
            self.texts = texts
        }

        subscript(kind: Kind) -> String? { texts[kind.index] }

        /// nil when no address is left to keep.
        func replacing(_ kind: Kind, with text: String?) -> Spellings? {
            var texts = texts
            texts[kind.index] = text
            return texts.allSatisfy { $0 == nil } ? nil : Spellings(texts)
        }

        static func == (lhs: Spellings, rhs: Spellings) -> Bool {
            lhs === rhs || lhs.texts == rhs.texts
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(texts)
        }
    }

    private static func stored(_ url: String?, kind: Kind, htmlURL: String) -> Stored {
        guard let url else { return .absent }
        return isSpelled(url, kind, from: htmlURL) ? .derived : .given(url)
    }

    /// Where host and path lie in `https://HOST/PATH` (or `http://`), as byte ranges; nil for
    /// a web address of any other shape.
    private static func hostAndPath(in html: UnsafeBufferPointer<UInt8>) -> (host: Range<Int>, path: Range<Int>)? {
        let hostStart: Int
        if starts(html, with: "https://") {
            hostStart = 8
        } else if starts(html, with: "http://") {
            hostStart = 7
        } else {
            return nil
        }
        guard let slash = html[hostStart...].firstIndex(of: UInt8(ascii: "/")), slash > hostStart,
              slash + 1 < html.count else { return nil }
        return (hostStart..<slash, (slash + 1)..<html.count)
    }

    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, with prefix: StaticString) -> Bool {
        prefix.utf8CodeUnitCount <= bytes.count
            && memcmp(bytes.baseAddress!, prefix.utf8Start, prefix.utf8CodeUnitCount) == 0
    }

    /// Made in one allocation, piece by piece from the web address's bytes: `--json` asks for
    /// all three addresses of every row (joining substrings was a tenth of its writing).
    private static func spelled(_ kind: Kind, from htmlURL: String) -> String? {
        var html = htmlURL
        return html.withUTF8 { html -> String? in
            guard let spelling = Spelling(kind, from: html) else { return nil }
            return String(unsafeUninitializedCapacity: spelling.count) { spelling.copy(to: $0.baseAddress!) }
        }
    }

    /// The `kind` address's UTF-8, for `body` only: spelled into memory on the stack when it is
    /// the web address's, no string made (`--json` writes all three of every row).
    func withUTF8<Result>(_ kind: Kind, htmlURL: String, _ body: (UnsafeBufferPointer<UInt8>?) throws -> Result) rethrows -> Result {
        switch self[kind] {
        case .absent:
            return try body(nil)
        case .given(var url):
            return try url.withUTF8(body)
        case .derived:
            var html = htmlURL
            return try html.withUTF8 { html in
                guard let spelling = Spelling(kind, from: html) else { return try body(nil) }
                return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: spelling.count) { text in
                    try body(UnsafeBufferPointer(start: text.baseAddress!, count: spelling.copy(to: text.baseAddress!)))
                }
            }
        }
    }

    /// The five pieces an address is spelled from out of the web address's bytes (a clone
    /// address's: the web address, three empty, `.git`) — kept apart, never joined on the heap.
    private struct Spelling {
        let pieces: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>,
                     UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>)

        /// nil for a web address of another shape.
        init?(_ kind: Kind, from html: UnsafeBufferPointer<UInt8>) {
            guard let (hostRange, pathRange) = hostAndPath(in: html) else { return nil }
            let (host, path) = (UnsafeBufferPointer(rebasing: html[hostRange]), UnsafeBufferPointer(rebasing: html[pathRange]))
            let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
            pieces = switch kind {
            case .git: (bytes("git://"), host, bytes("/"), path, bytes(".git"))
            case .clone: (html, none, none, none, bytes(".git"))
            case .ssh: (bytes("git@"), host, bytes(":"), path, bytes(".git"))
            }
        }

        var count: Int { pieces.0.count + pieces.1.count + pieces.2.count + pieces.3.count + pieces.4.count }

        /// The pieces one after another from `start`; returns how many bytes that was.
        func copy(to start: UnsafeMutablePointer<UInt8>) -> Int {
            var written = 0
            func put(_ piece: UnsafeBufferPointer<UInt8>) {
                guard let base = piece.baseAddress, !piece.isEmpty else { return }
                (start + written).update(from: base, count: piece.count)
                written += piece.count
            }
            put(pieces.0)
            put(pieces.1)
            put(pieces.2)
            put(pieces.3)
            put(pieces.4)
            return written
        }
    }

    private static func bytes(_ literal: StaticString) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    }

    /// Whether `url` is what `spelled` would give, compared piece by piece over the bytes: a
    /// list of 100,000 is read without building 300,000 strings to compare with.
    private static func isSpelled(_ url: String, _ kind: Kind, from htmlURL: String) -> Bool {
        var url = url, html = htmlURL
        return url.withUTF8 { url in html.withUTF8 { html in isSpelled(url, kind, from: html) } }
    }

    private static func isSpelled(_ url: UnsafeBufferPointer<UInt8>, _ kind: Kind, from html: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let (host, path) = hostAndPath(in: html) else { return false }
        var matched = 0
        func take(_ piece: UnsafeBufferPointer<UInt8>) -> Bool {
            guard url.count - matched >= piece.count else { return false }
            if !piece.isEmpty, memcmp(url.baseAddress! + matched, piece.baseAddress!, piece.count) != 0 { return false }
            matched += piece.count
            return true
        }
        func take(_ literal: StaticString) -> Bool { take(bytes(literal)) }
        func take(_ range: Range<Int>) -> Bool { take(UnsafeBufferPointer(rebasing: html[range])) }
        let spelled = switch kind {
        case .git: take("git://") && take(host) && take("/") && take(path) && take(".git")
        case .clone: take(html) && take(".git")
        case .ssh: take("git@") && take(host) && take(":") && take(path) && take(".git")
        }
        return spelled && matched == url.count
    }
}
