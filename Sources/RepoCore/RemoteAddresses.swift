/// A repository's `git://`, clone and SSH addresses read from their stored UTF-8 before the
/// repository is made (the cache's rows hold them after the web address), each one's text made
/// only when it is not the one GitHub spells from the web address — as a row keeps them
/// (`RemoteURLs`). Reading 3,000 cached rows made 9,000 strings only to compare and drop them.
public struct RemoteAddresses: Sendable {
    public enum Kind: Sendable, CaseIterable {
        case git, clone, ssh

        /// Where the address sits in `RemoteURLs`' storage.
        var index: Int {
            switch self {
            case .git: 0
            case .clone: 1
            case .ssh: 2
            }
        }

        var shift: UInt8 { UInt8(2 * index) }
    }

    let htmlURL: String
    private(set) var urls = RemoteURLs(git: nil, clone: nil, ssh: nil, htmlURL: "")

    /// None yet, beside the web address `htmlURL`.
    public init(htmlURL: String) {
        self.htmlURL = htmlURL
    }

    /// The `kind` address from its UTF-8; nil: there is none.
    public mutating func set(_ kind: Kind, utf8: UnsafeBufferPointer<UInt8>?) {
        urls.set(utf8: utf8, kind, htmlURL: htmlURL)
    }
}

extension Repository {
    /// The `kind` address's UTF-8 (nil: none), for `body` only: no string made for one the web
    /// address spells — `--json` writes all three of every row.
    public func withRemoteURL<Result>(_ kind: RemoteAddresses.Kind, _ body: (UnsafeBufferPointer<UInt8>?) throws -> Result) rethrows -> Result {
        try remotes.withUTF8(kind, htmlURL: htmlURL, body)
    }

    /// Sets all three addresses as read (`RemoteAddresses`), against this repository's web address.
    public mutating func setRemoteAddresses(_ addresses: RemoteAddresses) {
        remotes = addresses.htmlURL == htmlURL ? addresses.urls : addresses.urls.rebased(from: addresses.htmlURL, to: htmlURL)
    }
}
