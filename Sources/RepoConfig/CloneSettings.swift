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

    public init(layout: String = CloneSettings.defaultLayout, transport: Transport) {
        self.layout = layout
        self.transport = transport
    }

    /// SSH when `home/.ssh` has a private key (`id_*` without `.pub`), else HTTPS.
    public static func defaultTransport(home: String, fileManager: FileManager = .default) -> Transport {
        let names = (try? fileManager.contentsOfDirectory(atPath: home + "/.ssh")) ?? []
        return names.contains { $0.hasPrefix("id_") && !$0.hasSuffix(".pub") } ? .ssh : .https
    }
}
