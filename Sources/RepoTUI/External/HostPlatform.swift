/// Which desktop conventions apply: the fallback browser opener and the clipboard tools differ.
enum HostPlatform: Equatable, Sendable {
    case linux
    case macOS

    static var current: HostPlatform {
        #if os(macOS)
        .macOS
        #else
        .linux
        #endif
    }
}
