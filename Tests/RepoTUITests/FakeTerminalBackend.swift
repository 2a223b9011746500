import Foundation
import TerminalUI
@testable import RepoTUI

/// A terminal in memory: the test types keys and signals, the app's frames are kept as they
/// were presented. The ncurses backend has tests of its own (CursesTerminalTests).
@MainActor
final class FakeTerminalBackend: TerminalBackend {
    private(set) var size: Size
    let colorDepth: ColorDepth = .extended
    private(set) var frames: [ScreenBuffer] = []
    private(set) var isShutDown = false
    private var queued: [Key] = []
    private var sink: (@Sendable (TerminalEvent) -> Void)?

    init(size: Size) {
        self.size = size
    }

    /// The last frame as lines of text; empty before the first.
    var screen: [String] { frames.last?.lines ?? [] }

    func type(_ keys: Key...) {
        queued += keys
        sink?(.inputAvailable)
    }

    func resize(to newSize: Size) {
        size = newSize
        sink?(.resized)
    }

    func signal(_ number: Int32) {
        sink?(.terminationRequested(signal: number))
    }

    func startEvents(_ sink: @escaping @Sendable (TerminalEvent) -> Void) {
        self.sink = sink
    }

    func readKeys() -> [Key] {
        defer { queued = [] }
        return queued
    }

    func updateSize() -> Size { size }

    func present(_ buffer: ScreenBuffer) {
        frames.append(buffer)
    }

    func writeControlSequence(_ bytes: [UInt8]) {}

    /// Suspensions and resumptions, in order: true for each suspend.
    private(set) var handOffs: [Bool] = []
    func suspend() { handOffs.append(true) }
    func resume() { handOffs.append(false) }

    func shutdown() {
        isShutDown = true
    }
}
