import Foundation

/// Ends the process when it has not ended `grace` after a SIGINT, SIGTERM or SIGHUP.
///
/// The orderly end runs on the main actor, which can be stuck in a write to a terminal that
/// takes no output (output stopped with `tcflow` or Ctrl-S, a terminal emulator that stopped
/// reading). A signal must end the app all the same, with the same status: after `grace` the
/// terminal's settings are put back as they were found and the process exits with 128 + the
/// signal's number. Screen contents cannot be restored then: writing them would block too.
final class OverdueTermination: @unchecked Sendable {
    // @unchecked: `modes`, `armed` and `isDisarmed` are read and written only while `lock` is held.
    private let grace: DispatchTimeInterval
    private let lock = NSLock()
    private var modes: TerminalModes?
    private var armed: DispatchWorkItem?
    private var isDisarmed = false

    /// Two seconds: an orderly end takes milliseconds, so this is only ever reached when it is
    /// stuck, and whoever sent the signal is not kept waiting long (the torture test allows 3 s).
    static let defaultGrace = DispatchTimeInterval.seconds(2)

    init(grace: DispatchTimeInterval = defaultGrace) {
        self.grace = grace
    }

    /// The settings put back before a forced exit. Given once they have been changed, which is
    /// after signals are taken over: a signal in between finds nothing changed yet.
    func restores(_ modes: TerminalModes) {
        lock.withLock { self.modes = modes }
    }

    /// Starts the countdown for the first termination signal; later ones keep it.
    func arm(signal: Int32) {
        lock.withLock {
            guard armed == nil, !isDisarmed else { return }
            let item = DispatchWorkItem { [self] in
                lock.withLock { modes }?.restore()
                _exit(128 + signal)
            }
            armed = item
            DispatchQueue.global().asyncAfter(deadline: .now() + grace, execute: item)
        }
    }

    /// The orderly end is done: the countdown, if any, never fires.
    func disarm() {
        lock.withLock {
            isDisarmed = true
            armed?.cancel()
            armed = nil // the item holds this object
        }
    }
}
