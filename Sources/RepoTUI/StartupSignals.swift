#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT, SIGTERM and SIGHUP before the terminal is open — while the command line is read, a
/// token asked of `gh`, the first request prepared — end the app with 128 + the signal's number,
/// as they do once the screen is up (`SignalWatcher`, which takes them over). Nothing of the
/// terminal has been touched yet, so there is nothing to restore.
enum StartupSignals {
    static func install() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            // Only async-signal-safe work in the handler: `_exit` flushes nothing and runs no Swift.
            signal(number) { received in _exit(128 + received) }
        }
    }
}
