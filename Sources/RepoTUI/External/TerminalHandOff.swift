import TerminalUI

/// Lends the terminal to a program the user works in — an editor, a shell — and takes it back:
/// the backend suspended while the program runs, the run loop neither drawing nor reading keys
/// meanwhile (`isAway`), and told when the screen is the app's again (`returned`).
@MainActor
final class TerminalHandOff {
    private let backend: any TerminalBackend
    private(set) var isAway = false
    /// Set by the run loop: redraw everything, the size may have changed.
    var returned: () -> Void = {}

    init(backend: any TerminalBackend) {
        self.backend = backend
    }

    /// Runs `program` with the terminal handed over; nil, running nothing, while another has it
    /// (two `e` pressed before the first took the terminal).
    func lend<Result: Sendable>(_ program: @Sendable () async -> Result) async -> Result? {
        guard !isAway else { return nil }
        isAway = true
        backend.suspend()
        let result = await program()
        backend.resume()
        isAway = false
        returned()
        return result
    }
}
