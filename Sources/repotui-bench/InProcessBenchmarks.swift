import Foundation
import GitHubAPI
import RepoCore
import RepoFeatures
import TerminalUI

/// The in-process figures of `Scripts/bench`: the work one key costs between the key arriving
/// and the frame being ready for the terminal (app reducer, key map, interactor, presenter,
/// renderer into a `ScreenBuffer`, and the cell comparison that decides what to send), with the
/// whole list in memory. Terminal I/O is left out; `Scripts/bench` measures the bytes separately.
struct InProcessBenchmarks {
    let size = Size(width: 80, height: 24)
    let samples: Int
    let context = PresentationContext(now: Date(timeIntervalSince1970: 1_793_534_400), timeZone: TimeZone(identifier: "UTC")!)

    /// One line per figure: name, repositories, median, min and max in milliseconds.
    func run(counts: [Int], page: URL? = nil) throws -> [String] {
        var lines: [String] = []
        for count in counts {
            lines.append(format("arrange-load", count, arrangingALoadedList(count: count)))
            lines.append(format("arrive-main", count, try arrivingOnTheMainActor(count: count)))
            lines.append(format("sort-first", count, try sortingEachOrderTheFirstTime(count: count)))
            lines.append(format("filter-open", count, try openingTheFilter(count: count)))
            var app = try loadedApp(count: count)
            lines.append(format("key-to-frame", count, measure(&app, keys: [.down], cycle: [.down, .up])))
            lines.append(format("sort-change", count, measure(&app, keys: [.character("s")], cycle: [.character("s")])))
            _ = AppReducer.reduce(&app, .key(.character("/")), context: context)
            // Typing a word, then erasing it, word after word — more words than the arrangement
            // remembers, so each word's first letter searches the whole list again: each
            // keystroke is one sample. The first keystroke of all also folds the search text.
            let words = ["serv", "gate", "bill", "auth", "logs", "cach", "queu", "work", "mobi", "depl"]
            let typing: [Key] = words.flatMap { word in word.map(Key.character) + Array(repeating: .backspace, count: word.count) }
            lines.append(format("filter-keystroke", count, measure(&app, keys: [], cycle: typing)))
            // Typing a whole query, then erasing it: every keystroke of it is one sample.
            let query = Array("lang:swift stars:>100 serv").map(Key.character)
            let typingQuery = query + Array(repeating: .backspace, count: query.count)
            lines.append(format("query-keystroke", count, measure(&app, keys: typingQuery, cycle: typingQuery)))
        }
        return lines + (try jsonWriting(count: 3_000)) + (try page.map(pageDecoding) ?? []) + (try detailPartArriving()) + (try activity())
    }

    /// A detail part arriving while a 730 KiB README is open: the reducer's time, and — the
    /// baseline, in the same run — laying that page out once, which the reducer did on every
    /// change before issue 26 and the frame does now (`FrameRenderer.measurements`, fresh).
    private func detailPartArriving() throws -> [String] {
        var app = try loadedApp(count: 10)
        var pending = AppReducer.reduce(&app, .key(.enter), context: context)
        var arrived: Reply<Result<RepositoryInsight, GitHubError>>?
        let readme = ReadmeFile(text: Self.longReadme(bytes: 730 * 1024))
        while let effect = pending.first {
            pending.removeFirst()
            if case .loadPart(.openPullRequests, _, _, _, let fetched)? = effect.request { arrived = fetched }
            let answers: [AppAction] = switch effect.request {
            case .loadRepository(let repository, _, let loaded)?: [loaded(.success(repository))]
            case .loadReadme(_, _, let loaded)?: [loaded((cached: nil, fresh: .success(readme)))]
            default: []
            }
            for answer in answers { pending += AppReducer.reduce(&app, answer, context: context) }
        }
        guard let arrived else { throw BenchError.noPartAsked }
        var renderer = FrameRenderer()
        for action in renderer.measurements(app, context: context) { _ = AppReducer.reduce(&app, action, context: context) }
        let reducing = (0..<max(20, samples)).map { sample in
            let start = DispatchTime.now().uptimeNanoseconds
            _ = AppReducer.reduce(&app, arrived(.success(.openPullRequests(sample))), context: context)
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        }
        let layingOut = (0..<5).map { _ in
            var fresh = FrameRenderer()
            let start = DispatchTime.now().uptimeNanoseconds
            _ = fresh.measurements(app, context: context)
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        }
        return [format("detail-part", readme.text.utf8.count / 1024, reducing),
                format("detail-layout", readme.text.utf8.count / 1024, layingOut)]
    }

    /// Markdown of about `bytes` bytes: headings, paragraphs, lists, code and a table, over and over.
    static func longReadme(bytes: Int) -> String {
        let section = """
            ## Section

            A paragraph with **bold**, `code`, a [link](https://example.com/page) and enough words to \
            wrap at eighty columns more than once, as real READMEs do when they explain themselves.

            - an item of a list
            - another item, with `code` in it
              - a nested item

            ```swift
            let answer = (1...10).map { $0 * $0 }.reduce(0, +)
            print(answer)
            ```

            | column | another |
            | --- | --- |
            | a cell | another cell |


            """
        var text = "# A long README\n\n"
        text.reserveCapacity(bytes + section.utf8.count)
        while text.utf8.count < bytes { text += section }
        return text
    }

    enum BenchError: Error { case noPartAsked }

    /// One listing page as GitHub sends it (saved from the stub): read by the page decoder and —
    /// the baseline, in the same run — by `JSONDecoder` and GitHub's DTOs.
    private func pageDecoding(_ file: URL) throws -> [String] {
        let data = try Data(contentsOf: file)
        let count = try RepositoryJSON.decodePage(data).count
        func time(_ decode: (Data) throws -> [Repository]) throws -> [Double] {
            try (0..<max(20, samples)).map { _ in
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try decode(data)
                return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            }
        }
        return [format("page-decoder", count, try time { try RepositoryJSON.decodePage($0) }),
                format("page-jsondecoder", count, try time(RepositoryJSON.decode))]
    }

    /// `--json`'s bytes for `count` repositories, written from the rows and — the baseline, in
    /// the same run — through `JSONEncoder` and GitHub's DTOs, as before issue 17.
    private func jsonWriting(count: Int) throws -> [String] {
        let repositories = GeneratedRepositories.make(count: count)
        func time(_ encode: ([Repository]) throws -> Data) throws -> [Double] {
            try (0..<max(5, samples / 10)).map { _ in
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try encode(repositories)
                return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            }
        }
        return [format("json-writer", count, try time(RepositoryJSON.encode)),
                format("json-encoder", count, try time(RepositoryJSON.encodeWithFoundation))]
    }

    /// A list's data arriving: sorted, counted, its search text folded (`ListArrangement.replace`).
    private func arrangingALoadedList(count: Int) -> [Double] {
        let repositories = GeneratedRepositories.make(count: count)
        return (0..<5).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            let arrangement = ListArrangement(repositories, view: RepoList.ListView(sort: .default))
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            if arrangement.visible.count != count { print("") }
            return elapsed
        }
    }

    /// The main actor's part of a list arriving from the cache: the reducer taking the list and,
    /// for a large one, installing what the runtime prepared off the main actor.
    private func arrivingOnTheMainActor(count: Int) throws -> [Double] {
        try (0..<5).map { _ in
            Double(try started(count: count, answersRevalidation: false).reducing) / 1_000_000
        }
    }

    /// `/` on a freshly loaded list: the prompt opens and the search text is folded.
    private func openingTheFilter(count: Int) throws -> [Double] {
        try (0..<5).map { _ in
            var app = try loadedApp(count: count)
            let start = DispatchTime.now().uptimeNanoseconds
            _ = AppReducer.reduce(&app, .key(.character("/")), context: context)
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        }
    }

    /// `s` through every order of a freshly loaded list: each order sorted the first time.
    private func sortingEachOrderTheFirstTime(count: Int) throws -> [Double] {
        var times: [Double] = []
        for _ in 0..<3 {
            var app = try loadedApp(count: count)
            for _ in RepoSort.Field.allCases.dropFirst(2) {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = AppReducer.reduce(&app, .key(.character("s")), context: context)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
            }
        }
        return times
    }

    /// An app whose list answered from a warm cache and had it confirmed: what a loaded screen is.
    func loadedApp(count: Int) throws -> AppState {
        try started(count: count, answersRevalidation: true).app
    }

    /// An app started on a generated list, its list's effects answered the way the runtime
    /// would until it asks for nothing more; and the nanoseconds spent in the reducer on them.
    private func started(count: Int, answersRevalidation: Bool) throws -> (app: AppState, reducing: UInt64) {
        let user = try GitHubUsername(validating: GeneratedRepositories.owner.login)
        let entry = CachedRepositories(user: user, repositories: GeneratedRepositories.make(count: count), fetchedAt: context.now)
        var app = AppState(size: size)
        var pending = AppReducer.reduce(&app, .start(user, sort: .default), context: context)
        var reducing: UInt64 = 0
        while let effect = pending.first {
            pending.removeFirst()
            // Answered through the effect's own replies, as the runtime answers; the preparation
            // (`.work`) is done before the clock starts: it runs off the main actor.
            let answer: AppAction? = switch effect.request {
            case .readCachedList(_, _, _, let read)?: read(entry)
            case .revalidateList(_, _, _, let done)? where answersRevalidation: done(.success(entry))
            case .work(let done)?: done()
            default: nil
            }
            guard let answer else { continue }
            let start = DispatchTime.now().uptimeNanoseconds
            pending += AppReducer.reduce(&app, answer, context: context)
            reducing += DispatchTime.now().uptimeNanoseconds - start
        }
        return (app, reducing)
    }

    /// Times each key of `cycle`, repeated until `samples` keys were timed, after one warm-up pass.
    func measure(_ app: inout AppState, keys warmUp: [Key], cycle: [Key]) -> [Double] {
        var renderer = FrameRenderer()
        var previous = frame(app, &renderer)
        for key in warmUp {
            _ = AppReducer.reduce(&app, .key(key), context: context)
            previous = frame(app, &renderer)
        }
        var times: [Double] = []
        times.reserveCapacity(samples)
        var changedCells = 0
        while times.count < samples {
            for key in cycle where times.count < samples {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = AppReducer.reduce(&app, .key(key), context: context)
                let next = frame(app, &renderer)
                changedCells &+= Self.changedCells(from: previous, to: next)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
                previous = next
            }
        }
        // Keeps the comparison from being optimised away.
        if changedCells == -1 { print("") }
        return times
    }

    func frame(_ app: AppState, _ renderer: inout FrameRenderer) -> ScreenBuffer {
        renderer.render(app, context: context)
    }

    /// What the painter compares before it writes anything: the cells that differ.
    static func changedCells(from old: ScreenBuffer, to new: ScreenBuffer) -> Int {
        guard old.size == new.size else { return new.cells.count }
        var changed = 0
        for index in new.cells.indices where old.cells[index] != new.cells[index] { changed += 1 }
        return changed
    }

    func format(_ name: String, _ count: Int, _ times: [Double]) -> String {
        let sorted = times.sorted()
        let median = sorted[sorted.count / 2]
        return String(format: "%@ %d %.3f %.3f %.3f", name, count, median, sorted.first ?? 0, sorted.last ?? 0)
    }
}
