@testable import CursesTerminal
import Testing

@Suite struct ColorPairTableTests {
    private typealias Colors = ColorPairTable.Colors

    /// Records every pair the table asks to define, answering `accept`.
    private final class DefinitionSpy {
        var definitions: [[Int16]] = []
        var accept = true
        func define(_ pair: Int16, _ foreground: Int16, _ background: Int16) -> Bool {
            definitions.append([pair, foreground, background])
            return accept
        }
    }

    @Test("Pairs are numbered on first use and reused afterwards")
    func allocatesLazily() {
        var table = ColorPairTable(capacity: 256)
        let spy = DefinitionSpy()
        let requests = [Colors(foreground: 1, background: -1), Colors(foreground: 2, background: 0),
                        Colors(foreground: 1, background: -1), Colors(foreground: -1, background: -1)]
        let numbers = requests.map { table.pair(for: $0, define: spy.define) }
        #expect(numbers == [1, 2, 1, 0])
        #expect(spy.definitions == [[1, 1, -1], [2, 2, 0]])
    }

    @Test("When pairs run out, or the terminal refuses one, the default pair is used")
    func fallsBackToDefaultPair() {
        var table = ColorPairTable(capacity: 2)
        let spy = DefinitionSpy()
        let first = table.pair(for: Colors(foreground: 1, background: 0), define: spy.define)
        let exhausted = table.pair(for: Colors(foreground: 2, background: 0), define: spy.define)
        var refusing = ColorPairTable(capacity: 10)
        spy.accept = false
        let refused = refusing.pair(for: Colors(foreground: 3, background: 0), define: spy.define)
        #expect([first, exhausted, refused] == [1, 0, 0])
        #expect(spy.definitions == [[1, 1, 0], [1, 3, 0]])
    }
}
