import Foundation
import RepoCore
import RepoFeatures
import TerminalUI

/// The in-process figures of `Scripts/bench`: the work one key costs between the key arriving
/// and the frame being ready for the terminal (key map, interactor, presenter, renderer into a
/// `ScreenBuffer`, and the cell comparison that decides what to send), with the whole list in
/// memory. Terminal I/O is left out; `Scripts/bench` measures the bytes separately.
@MainActor
struct InProcessBenchmarks {
    let size = Size(width: 80, height: 24)
    let samples: Int

    /// One line per figure: name, repositories, median, min and max in milliseconds.
    func run(counts: [Int]) async throws -> [String] {
        var lines: [String] = []
        for count in counts {
            let navigator = try await loadedNavigator(count: count)
            lines.append(format("key-to-frame", count, measure(navigator, keys: [.down], cycle: [.down, .up])))
            lines.append(format("sort-change", count, measure(navigator, keys: [.character("s")], cycle: [.character("s")])))
            navigator.handle(.character("/"))
            // Typing "serv", then erasing it: each keystroke is one sample.
            let typing: [Key] = ["s", "e", "r", "v"].map { Key.character($0) } + Array(repeating: .backspace, count: 4)
            lines.append(format("filter-keystroke", count, measure(navigator, keys: typing, cycle: typing)))
        }
        return lines
    }

    private func loadedNavigator(count: Int) async throws -> Navigator {
        let source = try GeneratedSource(repositories: GeneratedRepositories.make(count: count))
        let navigator = Navigator(size: size, environment: SceneEnvironment(source: source, network: .online), onChange: {})
        navigator.start(user: source.user)
        await navigator.list?.interactor.waitForLoad()
        _ = navigator.render()
        return navigator
    }

    /// Times each key of `cycle`, repeated until `samples` keys were timed, after one warm-up pass.
    private func measure(_ navigator: Navigator, keys warmUp: [Key], cycle: [Key]) -> [Double] {
        var previous = navigator.render()
        for key in warmUp {
            navigator.handle(key)
            previous = navigator.render()
        }
        var times: [Double] = []
        times.reserveCapacity(samples)
        var changedCells = 0
        while times.count < samples {
            for key in cycle where times.count < samples {
                let start = DispatchTime.now().uptimeNanoseconds
                navigator.handle(key)
                let frame = navigator.render()
                changedCells &+= Self.changedCells(from: previous, to: frame)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
                previous = frame
            }
        }
        // Keeps the comparison from being optimised away.
        if changedCells == -1 { print("") }
        return times
    }

    /// What the painter compares before it writes anything: the cells that differ.
    static func changedCells(from old: ScreenBuffer, to new: ScreenBuffer) -> Int {
        guard old.size == new.size else { return new.cells.count }
        var changed = 0
        for index in new.cells.indices where old.cells[index] != new.cells[index] { changed += 1 }
        return changed
    }

    private func format(_ name: String, _ count: Int, _ times: [Double]) -> String {
        let sorted = times.sorted()
        let median = sorted[sorted.count / 2]
        return String(format: "%@ %d %.3f %.3f %.3f", name, count, median, sorted.first ?? 0, sorted.last ?? 0)
    }
}
