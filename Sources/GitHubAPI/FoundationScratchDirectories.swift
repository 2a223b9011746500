import Foundation

/// swift-corelibs-foundation makes `URLCache.shared` and `HTTPCookieStorage.shared` the first
/// time any session configuration is made — even one that uses neither — and they create
/// `$XDG_CACHE_HOME/org.swift.foundation.URLCache/<program>` and `~/.local/share/<program>` at
/// once. repotui keeps everything it writes in its own cache directory, so while a configuration
/// is made those two locations point where no directory can be created; both are restored after.
enum FoundationScratchDirectories {
    static let variables = ["XDG_CACHE_HOME", "XDG_DATA_HOME"]
    /// Below a file, so nothing can ever be created there.
    static let nowhere = "/dev/null/repotui-creates-nothing-here"

    static func withoutDirectories<Value>(_ make: () -> Value) -> Value {
        #if canImport(Darwin)
        return make()
        #else
        let saved = variables.map { ($0, getenv($0).map { String(cString: $0) }) }
        for name in variables { setenv(name, nowhere, 1) }
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        return make()
        #endif
    }
}
