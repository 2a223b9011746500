import Foundation
import RepoCore
import RepoFeatures
import TerminalUI

/// Issue 29's figures: Tab into a detail's Issues tab whose first page the cache held (the key
/// to the frame, which must already show the rows), and a conversation of 500 comments scrolled
/// a line at a time — each key with the frame's measurement pass the runtime does after drawing.
extension InProcessBenchmarks {
    func activity() throws -> [String] {
        [format("tab-cached", 50, try tabIntoCachedIssues()), format("thread-scroll", 500, try scrollingAThread(comments: 500))]
    }

    /// A detail opened with its answers given, the issues' first page peeked from the cache.
    private func openedDetail(issues: [IssueSummary]) throws -> AppState {
        var app = try loadedApp(count: 10)
        var pending = AppReducer.reduce(&app, .key(.enter), context: context)
        while let effect = pending.first {
            pending.removeFirst()
            let answers: [AppAction] = switch effect.request {
            case .loadRepository(let repository, _, let loaded)?: [loaded(.success(repository))]
            case .loadReadme(_, _, let loaded)?: [loaded((cached: nil, fresh: .success(ReadmeFile(text: "# Hello"))))]
            case .loadActivity(let query, _, _, let cached, _)? where query == ActivityQuery(.issues):
                [cached(ActivityPage(items: .issues(issues), hasNextPage: true))]
            default: []
            }
            for answer in answers { pending += AppReducer.reduce(&app, answer, context: context) }
        }
        return app
    }

    static func issues(_ count: Int) -> [IssueSummary] {
        (1...count).reversed().map { number in
            IssueSummary(number: number, title: "Issue \(number): something to look at", state: "open",
                         labels: number % 3 == 0 ? [IssueLabel(name: "bug", color: "d73a4a")] : [], author: "hubot", comments: number % 7,
                         createdAt: Date(timeIntervalSince1970: 1_790_000_000 + Double(number) * 3_600), updatedAt: nil,
                         htmlURL: "https://github.com/octocat/Hello-World/issues/\(number)")
        }
    }

    /// Tab on a freshly opened detail, each sample from the same opened state: the frame right
    /// after the key is checked to hold the cached rows.
    private func tabIntoCachedIssues() throws -> [Double] {
        let opened = try openedDetail(issues: Self.issues(50))
        var times: [Double] = []
        for _ in 0..<samples {
            var app = opened
            var renderer = FrameRenderer()
            _ = frame(app, &renderer)
            let start = DispatchTime.now().uptimeNanoseconds
            _ = AppReducer.reduce(&app, .key(.tab), context: context)
            let drawn = frame(app, &renderer)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
            guard drawn.lines.contains(where: { $0.contains("#50 Issue 50") }) else { throw ActivityBenchError.cachedRowsNotInFirstFrame }
        }
        return times
    }

    /// The reading screen over 500 comments of real-looking Markdown, scrolled down and up: each
    /// key is the reducer, the frame and the measurement pass after it.
    private func scrollingAThread(comments count: Int) throws -> [Double] {
        var app = try openedDetail(issues: Self.issues(50))
        _ = AppReducer.reduce(&app, .key(.tab), context: context)
        var pending = AppReducer.reduce(&app, .key(.enter), context: context)
        let comments = (0..<count).map { index in
            CommentSummary(id: Int64(index), author: ["hubot", "monalisa", "octocat"][index % 3], body: Self.commentBody(index),
                           createdAt: Date(timeIntervalSince1970: 1_790_000_000 + Double(index) * 600),
                           htmlURL: "https://github.com/octocat/Hello-World/issues/50#issuecomment-\(index)")
        }
        while let effect = pending.first {
            pending.removeFirst()
            if case .loadActivity(let query, _, _, _, let fetched)? = effect.request, query.kind == .comments {
                let page = Array(comments.dropFirst((query.page - 1) * 100).prefix(100))
                pending += AppReducer.reduce(&app, fetched(.success(ActivityPage(items: .comments(page),
                                                                                  hasNextPage: query.page * 100 < count))), context: context)
            }
        }
        var renderer = FrameRenderer()
        _ = frame(app, &renderer)
        for action in renderer.measurements(app, context: context) { _ = AppReducer.reduce(&app, action, context: context) }
        // Into the middle first, so that both keys move the window.
        for _ in 0..<40 { _ = AppReducer.reduce(&app, .key(.pageDown), context: context) }
        var previous = frame(app, &renderer)
        var times: [Double] = []
        var changed = 0
        while times.count < samples {
            for key in [Key.down, .up] {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = AppReducer.reduce(&app, .key(key), context: context)
                let next = frame(app, &renderer)
                for action in renderer.measurements(app, context: context) { _ = AppReducer.reduce(&app, action, context: context) }
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
                changed &+= Self.changedCells(from: previous, to: next)
                previous = next
            }
        }
        guard changed > 0 else { throw ActivityBenchError.threadDidNotScroll }
        return times
    }

    static func commentBody(_ index: Int) -> String {
        switch index % 4 {
        case 0: "Thanks for the report! I can reproduce this on **main** with `--offline`."
        case 1: "Steps:\n\n1. open the detail\n2. press Tab\n3. see the list\n\n```sh\nrepotui octocat --offline\n```"
        case 2: "> quoted from above\n\nSame here — see [the docs](https://docs.github.com/rest) and #\(index)."
        default: "| key | does |\n| --- | --- |\n| Tab | next tab |\n| Enter | read |"
        }
    }

    enum ActivityBenchError: Error { case cachedRowsNotInFirstFrame, threadDidNotScroll }
}
