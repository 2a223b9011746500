@testable import CursesTerminal
import Foundation
import Testing
import TerminalUI

/// The watcher on a pipe instead of a terminal: same poll(), same protocol.
@Suite struct InputWatcherTests {
    private func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        return (ends[0], ends[1])
    }

    private func send(_ text: String, to descriptor: Int32) {
        _ = text.utf8CString.withUnsafeBytes { write(descriptor, $0.baseAddress, text.utf8.count) }
    }

    private func drain(_ descriptor: Int32) {
        var bytes = [UInt8](repeating: 0, count: 64)
        _ = read(descriptor, &bytes, bytes.count)
    }

    @Test("Input is announced once, and again only after the keys were read and the watcher re-armed")
    func announcesOncePerBatch() async throws {
        let ends = try makePipe()
        defer { close(ends.read); close(ends.write) }
        let recorder = EventRecorder()
        let watcher = try #require(InputWatcher.start(inputDescriptor: ends.read, sink: recorder.sink))
        send("a", to: ends.write)
        try await recorder.waitForEvents(1)
        send("b", to: ends.write) // more input before re-arming must not wake the loop again
        drain(ends.read)
        send("c", to: ends.write)
        watcher.rearm()
        try await recorder.waitForEvents(2)
        watcher.stop()
        #expect(recorder.events == [.inputAvailable, .inputAvailable])
    }

    @Test("A closed terminal is reported once as a hang-up")
    func hangUpIsReported() async throws {
        let ends = try makePipe()
        defer { close(ends.read) }
        let recorder = EventRecorder()
        let watcher = try #require(InputWatcher.start(inputDescriptor: ends.read, sink: recorder.sink))
        close(ends.write)
        try await recorder.waitForEvents(1)
        watcher.rearm()
        watcher.stop()
        #expect(recorder.events == [.terminationRequested(signal: SIGHUP)])
    }

    @Test("Stopping an idle watcher returns without any event")
    func stopsWhenIdle() throws {
        let ends = try makePipe()
        defer { close(ends.read); close(ends.write) }
        let recorder = EventRecorder()
        let watcher = try #require(InputWatcher.start(inputDescriptor: ends.read, sink: recorder.sink))
        watcher.stop()
        #expect(recorder.events == [])
    }
}
