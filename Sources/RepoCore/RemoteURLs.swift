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

    /// `https://HOST/PATH` as host and path; nil for a web address of any other shape.
    private static func hostAndPath(of htmlURL: String) -> (host: Substring.UTF8View, path: Substring.UTF8View)? {
        let utf8 = htmlURL.utf8
        let schemeEnd: String.Index
        if utf8.starts(with: "https://".utf8) {
            schemeEnd = utf8.index(utf8.startIndex, offsetBy: 8)
        } else if utf8.starts(with: "http://".utf8) {
            schemeEnd = utf8.index(utf8.startIndex, offsetBy: 7)
        } else {
            return nil
        }
        guard let slash = utf8[schemeEnd...].firstIndex(of: UInt8(ascii: "/")), slash > schemeEnd else { return nil }
        let pathStart = utf8.index(after: slash)
        guard pathStart < utf8.endIndex else { return nil }
        return (htmlURL[schemeEnd..<slash].utf8, htmlURL[pathStart...].utf8)
    }

    private static func spelled(_ kind: Kind, from htmlURL: String) -> String? {
        guard let pieces = hostAndPath(of: htmlURL) else { return nil }
        let host = String(Substring(pieces.host)), path = String(Substring(pieces.path))
        switch kind {
        case .git: return "git://" + host + "/" + path + ".git"
        case .clone: return htmlURL + ".git"
        case .ssh: return "git@" + host + ":" + path + ".git"
        }
    }

    /// Whether `url` is what `spelled` would give, compared piece by piece: a list of 100,000
    /// is read without building 300,000 strings to compare with.
    private static func isSpelled(_ url: String, _ kind: Kind, from htmlURL: String) -> Bool {
        guard let (host, path) = hostAndPath(of: htmlURL) else { return false }
        var rest = Substring(url).utf8
        func take(_ piece: some Collection<UInt8>) -> Bool {
            guard rest.starts(with: piece) else { return false }
            rest = rest.dropFirst(piece.count)
            return true
        }
        let matched = switch kind {
        case .git: take("git://".utf8) && take(host) && take("/".utf8) && take(path) && take(".git".utf8)
        case .clone: take(htmlURL.utf8) && take(".git".utf8)
        case .ssh: take("git@".utf8) && take(host) && take(":".utf8) && take(path) && take(".git".utf8)
        }
        return matched && rest.isEmpty
    }
}
