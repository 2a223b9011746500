import Foundation
import RepoCore

/// The dependencies every scene is built from; the composition root fills it with live parts,
/// tests with stubs and a fixed clock.
public struct SceneEnvironment: Sendable {
    public var source: any RepoSource
    public var now: @Sendable () -> Date
    public var timeZone: TimeZone

    public init(source: any RepoSource, now: @escaping @Sendable () -> Date = { Date() }, timeZone: TimeZone = .current) {
        self.source = source
        self.now = now
        self.timeZone = timeZone
    }
}
