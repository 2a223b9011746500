import Foundation

/// A repository's `git://`, HTTPS clone and SSH addresses. GitHub (and GitHub Enterprise)
/// spell all three from the web address — `https://HOST/OWNER/NAME` gives
/// `git://HOST/OWNER/NAME.git`, `https://HOST/OWNER/NAME.git` and `git@HOST:OWNER/NAME.git` —
/// so a list keeps only how each one relates to the web address: three strings a row fewer
/// (about 290 bytes of a repository's 1.4 kB). One that is spelled otherwise is kept as given.
struct RemoteURLs: Hashable, Sendable {
    enum Kind: CaseIterable { case git, clone, ssh }

    /// Canonical: `.derived` exactly when the address is the one the web address spells, so two
    /// repositories with the same addresses store the same values.
    enum Stored: Hashable, Sendable {
        case absent
        case derived
        case given(String)
    }

    private var git: Stored
    private var clone: Stored
    private var ssh: Stored

    init(git: String?, clone: String?, ssh: String?, htmlURL: String) {
        self.git = Self.stored(git, kind: .git, htmlURL: htmlURL)
        self.clone = Self.stored(clone, kind: .clone, htmlURL: htmlURL)
        self.ssh = Self.stored(ssh, kind: .ssh, htmlURL: htmlURL)
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
            switch kind {
            case .git: git
            case .clone: clone
            case .ssh: ssh
            }
        }
        set {
            switch kind {
            case .git: git = newValue
            case .clone: clone = newValue
            case .ssh: ssh = newValue
            }
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

    private static func spelled(_ kind: Kind, from htmlURL: String) -> String? {
        var html = htmlURL
        return html.withUTF8 { bytes -> String? in
            guard let (host, path) = hostAndPath(in: bytes) else { return nil }
            let hostText = String(decoding: bytes[host], as: UTF8.self)
            let pathText = String(decoding: bytes[path], as: UTF8.self)
            switch kind {
            case .git: return "git://" + hostText + "/" + pathText + ".git"
            case .clone: return htmlURL + ".git"
            case .ssh: return "git@" + hostText + ":" + pathText + ".git"
            }
        }
    }

    /// Whether `url` is what `spelled` would give, compared piece by piece over the bytes: a
    /// list of 100,000 is read without building 300,000 strings to compare with.
    private static func isSpelled(_ url: String, _ kind: Kind, from htmlURL: String) -> Bool {
        var url = url, html = htmlURL
        return url.withUTF8 { url in
            html.withUTF8 { html in
                guard let (host, path) = hostAndPath(in: html) else { return false }
                var matched = 0
                func take(_ piece: UnsafeBufferPointer<UInt8>) -> Bool {
                    guard url.count - matched >= piece.count else { return false }
                    if !piece.isEmpty, memcmp(url.baseAddress! + matched, piece.baseAddress!, piece.count) != 0 { return false }
                    matched += piece.count
                    return true
                }
                func take(_ literal: StaticString) -> Bool {
                    take(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
                }
                func take(_ range: Range<Int>) -> Bool { take(UnsafeBufferPointer(rebasing: html[range])) }
                let spelled = switch kind {
                case .git: take("git://") && take(host) && take("/") && take(path) && take(".git")
                case .clone: take(html) && take(".git")
                case .ssh: take("git@") && take(host) && take(":") && take(path) && take(".git")
                }
                return spelled && matched == url.count
            }
        }
    }
}
