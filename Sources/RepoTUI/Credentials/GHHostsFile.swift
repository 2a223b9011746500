import Foundation

/// The token the gh CLI keeps in its `hosts.yml`, read the way gh reads it before it looks in
/// the system keyring (`gh auth token`, and go-gh's `TokenForHost`): `hosts.<host>.oauth_token`.
/// Asking `gh auth token` instead starts a Go program of its own — 48 ms here, most of a start
/// (issue 30).
///
/// Only the block layout gh writes is read. Anything else — tabs, flow style, anchors, tags,
/// quotes with escapes, a host named twice, a value running onto the next line — makes this
/// answer nil, and gh is asked as before: a token is never read differently from gh.
enum GHHostsFile {
    /// Where gh keeps it: `$GH_CONFIG_DIR`, else `$XDG_CONFIG_HOME/gh`, else `~/.config/gh`.
    static func path(environment: [String: String]) -> String? {
        func nonEmpty(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let directory: String
        if let configured = nonEmpty("GH_CONFIG_DIR") {
            directory = configured
        } else if let xdg = nonEmpty("XDG_CONFIG_HOME") {
            directory = xdg + "/gh"
        } else if let home = nonEmpty("HOME") {
            directory = home + "/.config/gh"
        } else {
            return nil
        }
        return directory + "/hosts.yml"
    }

    /// The host name gh files a token under, for an API root's host: GitHub's own hosts are
    /// `github.com`, a GitHub Enterprise Cloud tenant's are `NAME.ghe.com` (gh's
    /// `NormalizeHostname`).
    static func hostname(forAPIHost host: String) -> String {
        let host = host.lowercased()
        if host == "github.com" || host.hasSuffix(".github.com") { return "github.com" }
        if host == "github.localhost" || host.hasSuffix(".github.localhost") { return "github.localhost" }
        if host.hasSuffix(".ghe.com") {
            let labels = host.dropLast(".ghe.com".count).split(separator: ".")
            if let tenant = labels.last { return "\(tenant).ghe.com" }
        }
        return host
    }

    /// The `oauth_token` filed under `host` in `text`; nil when there is none (gh keeps it in
    /// the keyring) or when `text` is not laid out as gh writes it.
    static func token(forHost host: String, in text: String) -> String? {
        var reader = Reader(host: host)
        for line in lines(of: text) {
            guard reader.read(line) else { return nil }
        }
        return reader.token
    }

    /// Whether gh's `config.yml` has hosts of its own, as gh kept them before 2020: gh would read
    /// them before hosts.yml's, so the token is left to gh.
    static func keepsHosts(configText: String) -> Bool {
        lines(of: configText).contains { $0.hasPrefix("hosts:") }
    }

    /// "\r\n" is one Character in Swift, not "\r" and "\n".
    private static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }

    /// Reads hosts.yml line by line, keeping what it found under the one host asked about.
    private struct Reader {
        let host: String
        private(set) var token: String?
        private var started = false
        private var inHost = false
        private var hostSeen = false
        /// The indentation of the host's own keys, set by the first of them.
        private var keyIndent: Int?
        /// The line before was the host's `oauth_token`: a deeper line now would continue it.
        private var afterToken = false

        init(host: String) { self.host = host }

        /// false when the line is not one gh would write.
        mutating func read(_ line: Substring) -> Bool {
            guard !line.contains("\t") else { return false }
            let content = line.drop { $0 == " " }
            if content.isEmpty || content.hasPrefix("#") { return true }
            let indent = line.count - content.count
            if indent == 0 { return readTopLevel(content) }
            guard inHost else { return true }
            let keyIndent = keyIndent ?? indent
            self.keyIndent = keyIndent
            guard indent >= keyIndent, !(afterToken && indent > keyIndent) else { return false }
            afterToken = false
            guard indent == keyIndent else { return true }
            guard let (key, value) = GHHostsFile.keyAndValue(content) else { return false }
            if key == "oauth_token" {
                guard token == nil, let scalar = GHHostsFile.scalar(value) else { return false }
                token = scalar
                afterToken = true
            }
            return true
        }

        private mutating func readTopLevel(_ content: Substring) -> Bool {
            afterToken = false
            if content == "---", !started { return true }
            started = true
            guard let (key, value) = GHHostsFile.keyAndValue(content) else { return false }
            inHost = key == host
            guard inHost else { return true }
            guard !hostSeen, value.isEmpty else { return false }
            hostSeen = true
            keyIndent = nil
            return true
        }
    }

    /// `key: value` (value possibly empty), the key plain or quoted without escapes.
    private static func keyAndValue(_ content: Substring) -> (key: Substring, value: Substring)? {
        let key: Substring
        let rest: Substring
        if let quote = content.first, quote == "\"" || quote == "'" {
            let inner = content.dropFirst()
            guard let close = inner.firstIndex(of: quote) else { return nil }
            key = inner[..<close]
            rest = inner[inner.index(after: close)...]
            guard !key.contains("\\"), rest.first != quote else { return nil }
        } else {
            guard let first = content.first, !"-?[]{}&*!|>%@`,".contains(first) else { return nil }
            let colon = content.indices.first { index in
                content[index] == ":" && (content.index(after: index) == content.endIndex || content[content.index(after: index)] == " ")
            }
            guard let colon else { return nil }
            key = content[..<colon]
            rest = content[colon...]
        }
        guard rest.first == ":", rest.dropFirst().isEmpty || rest.dropFirst().first == " " else { return nil }
        let value = rest.dropFirst().drop { $0 == " " }
        return (key, value.hasPrefix("#") ? value.prefix(0) : value)
    }

    /// A one-line scalar that can only be a token: plain or quoted, printable ASCII without spaces.
    private static func scalar(_ value: Substring) -> String? {
        var text: Substring
        if let quote = value.first, quote == "\"" || quote == "'" {
            let inner = value.dropFirst()
            guard let close = inner.firstIndex(of: quote) else { return nil }
            text = inner[..<close]
            let after = inner[inner.index(after: close)...].drop { $0 == " " }
            guard after.isEmpty || (after.hasPrefix("#") && inner[inner.index(after: close)...].first == " ") else { return nil }
        } else {
            guard let first = value.first, !"&*!|>{[%@`,#".contains(first) else { return nil }
            text = value
            if let comment = text.range(of: " #") { text = text[..<comment.lowerBound] }
            while text.last == " " { text = text.dropLast() }
        }
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }),
              !text.contains("\\") else { return nil }
        return String(text)
    }
}
