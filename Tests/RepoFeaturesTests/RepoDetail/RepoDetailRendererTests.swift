import TerminalUI
import Testing
@testable import RepoFeatures

struct RepoDetailRendererTests {
    static let model = RepoDetail.ViewModel(
        title: "octocat/Hello-World",
        lines: [
            .heading("octocat/Hello-World"),
            .paragraph("A long description that goes on and on about what this repository does and why you might want it.",
                       missing: false),
            .blank,
            .field(label: "Homepage", value: "https://example.com/a/very/long/path/that/wraps/across/lines", missing: false),
            .field(label: "License", value: "—", missing: true),
        ],
        scroll: 0,
        status: StatusLine(message: "", hints: []))

    /// Draws `model` scrolled to `scroll` into `pane` of an 80×24 buffer filled with "#", so
    /// anything drawn outside the pane would show.
    func render(scroll: Int, pane: Rect, model: RepoDetail.ViewModel = model) -> (lines: [String], measurement: Measurement) {
        var buffer = ScreenBuffer(size: Size(width: 80, height: 24), filling: Cell("#"))
        var scrolled = model
        scrolled.scroll = scroll
        RepoDetailRenderer.render(scrolled, into: &buffer, rect: pane)
        return (buffer.lines, Self.measure(model, pane: pane))
    }

    struct Measurement: Equatable {
        var maxScroll: Int
        var pageHeight: Int
    }

    /// How far the detail's state lets `model` scroll in `pane`, and how tall its page is: the
    /// interactor measures with the renderer's own wrapping, so the two always agree.
    static func measure(_ model: RepoDetail.ViewModel, pane: Rect) -> Measurement {
        var state = RepoDetail.State(repository: Fixtures.spoonKnife)
        state.pane = Size(width: pane.width, height: pane.height)
        state.contentHeight = pane.width > 2 ? RepoDetailRenderer.wrap(model.lines, width: pane.width - 2).count : 0
        return Measurement(maxScroll: state.maxScroll, pageHeight: state.textHeight)
    }

    /// Rows 2…9 of columns 10…49: a pane 40 wide and 8 tall, the last row kept for the marker.
    static let pane = Rect(x: 10, y: 2, width: 40, height: 8)

    /// The 80×24 "#" buffer with `rows` written into the pane (each padded to the pane's width).
    static func framed(_ rows: [String], pane: Rect = pane) -> [String] {
        let hashes = String(repeating: "#", count: 80)
        return (0..<24).map { y in
            guard y >= pane.y, y < pane.maxY else { return hashes }
            let row = rows[y - pane.y]
            let padded = row + String(repeating: " ", count: pane.width - DisplayWidth.of(row))
            return String(hashes.prefix(pane.x)) + padded + String(hashes.suffix(80 - pane.maxX))
        }
    }

    @Test func longTextWrapsInsideThePaneWithAMarkerForWhatIsBelow() {
        let (lines, measurement) = render(scroll: 0, pane: Self.pane)

        #expect(lines == Self.framed([
            " octocat/Hello-World",
            " A long description that goes on and on",
            " about what this repository does and",
            " why you might want it.",
            "",
            " Homepage       https://example.com/a/v",
            "                ery/long/path/that/wrap",
            "                               ↓ 2 more",
        ]))
        #expect(measurement == Measurement(maxScroll: 2, pageHeight: 7))
    }

    @Test func scrollingMovesTheWindowAndTheMarkerCounts() {
        let (lines, _) = render(scroll: 1, pane: Self.pane)

        #expect(lines == Self.framed([
            " A long description that goes on and on",
            " about what this repository does and",
            " why you might want it.",
            "",
            " Homepage       https://example.com/a/v",
            "                ery/long/path/that/wrap",
            "                s/across/lines",
            "                               ↓ 1 more",
        ]))
    }

    @Test(arguments: [2, 3, 99])
    func atTheEndTheMarkerSaysEnd(scroll: Int) {
        let (lines, measurement) = render(scroll: scroll, pane: Self.pane)

        #expect(lines == Self.framed([
            " about what this repository does and",
            " why you might want it.",
            "",
            " Homepage       https://example.com/a/v",
            "                ery/long/path/that/wrap",
            "                s/across/lines",
            " License        —",
            "                                  (end)",
        ]))
        #expect(measurement == Measurement(maxScroll: 2, pageHeight: 7))
    }

    @Test func contentThatFitsHasNoMarkerAndNoScroll() {
        let tall = Rect(x: 10, y: 2, width: 40, height: 12)

        let (lines, measurement) = render(scroll: 5, pane: tall)

        #expect(lines == Self.framed([
            " octocat/Hello-World",
            " A long description that goes on and on",
            " about what this repository does and",
            " why you might want it.",
            "",
            " Homepage       https://example.com/a/v",
            "                ery/long/path/that/wrap",
            "                s/across/lines",
            " License        —",
            "",
            "",
            "",
        ], pane: tall))
        #expect(measurement == Measurement(maxScroll: 0, pageHeight: 12))
    }

    @Test func narrowPanePutsLabelsAboveValues() {
        let narrow = Rect(x: 10, y: 2, width: 28, height: 14)

        let (lines, measurement) = render(scroll: 0, pane: narrow)

        #expect(lines == Self.framed([
            " octocat/Hello-World",
            " A long description that",
            " goes on and on about what",
            " this repository does and",
            " why you might want it.",
            "",
            " Homepage",
            " https://example.com/a/very",
            " /long/path/that/wraps/acro",
            " ss/lines",
            " License",
            " —",
            "",
            "",
        ], pane: narrow))
        #expect(measurement == Measurement(maxScroll: 0, pageHeight: 14))
    }

    @Test func wideCharactersWrapWithoutBeingSplit() {
        let model = RepoDetail.ViewModel(
            title: "", lines: [.paragraph("日本語の説明文はここにあります。とても長い説明文です。", missing: false)],
            scroll: 0, status: StatusLine(message: "", hints: []))
        let pane = Rect(x: 10, y: 2, width: 21, height: 4)

        let (lines, _) = render(scroll: 0, pane: pane, model: model)

        #expect(lines == Self.framed([
            " 日本語の説明文はこ",  // 18 of 19 columns: the next character is two wide
            " こにあります。とて",
            " も長い説明文です。",
            "",
        ], pane: pane))
    }

    @Test func paneWithNoRoomDrawsNothing() {
        let sliver = Rect(x: 10, y: 2, width: 2, height: 5)

        let (lines, measurement) = render(scroll: 0, pane: sliver)

        #expect(lines == Self.framed(Array(repeating: "", count: 5), pane: sliver))
        #expect(measurement == Measurement(maxScroll: 0, pageHeight: 5))
    }
}
