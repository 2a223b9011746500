import Foundation

/// Where `c` clones to and over which protocol: the layout (`~/src/{host}/{owner}/{repo}`) and
/// SSH or HTTPS — SSH by default when `~/.ssh` holds a key, HTTPS otherwise.
public struct CloneSettings: Sendable, Equatable {
    public enum Transport: String, Sendable, CaseIterable {
        case ssh
        case https
    }

    public static let defaultLayout = "~/src/{host}/{owner}/{repo}"

    /// A path with `{host}`, `{owner}` and `{repo}`; `~` at the start is the home directory.
    public var layout: String
    public var transport: Transport
    /// Other folders holding clones as `{host}/{owner}/{repo}` (ghq's root, say): a clone found
    /// there counts as much as one in the layout; `c` still clones into the layout.
    public var roots: [String]

    public init(layout: String = CloneSettings.defaultLayout, transport: Transport, roots: [String] = []) {
        self.layout = layout
        self.transport = transport
        self.roots = roots
    }

    /// Every layout a repository's clone may be found in: the layout, then each root's.
    public var layouts: [String] {
        [layout] + roots.map { ($0.hasSuffix("/") ? String($0.dropLast()) : $0) + "/{host}/{owner}/{repo}" }
    }

    /// SSH when `home/.ssh` has a private key (`id_*` without `.pub`), else HTTPS.
    public static func defaultTransport(home: String, fileManager: FileManager = .default) -> Transport {
        let names = (try? fileManager.contentsOfDirectory(atPath: home + "/.ssh")) ?? []
        return names.contains { $0.hasPrefix("id_") && !$0.hasSuffix(".pub") } ? .ssh : .https
    }
}
