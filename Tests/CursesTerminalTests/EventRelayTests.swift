@testable import CursesTerminal
import Testing
import TerminalUI

@Suite struct EventRelayTests {
    @Test("Events before the sink connects are kept and handed over in order")
    func pendingEventsAreDelivered() {
        let relay = EventRelay()
        let recorder = EventRecorder()
        relay.deliver(.terminationRequested(signal: 15))
        relay.deliver(.resized)
        relay.connect(recorder.sink)
        relay.deliver(.inputAvailable)
        #expect(recorder.events == [.terminationRequested(signal: 15), .resized, .inputAvailable])
    }

    @Test("Once closed, nothing more is delivered")
    func closedRelayIsSilent() {
        let relay = EventRelay()
        let recorder = EventRecorder()
        relay.connect(recorder.sink)
        relay.deliver(.resized)
        relay.close()
        relay.deliver(.inputAvailable)
        relay.connect(recorder.sink)
        #expect(recorder.events == [.resized])
    }
}
