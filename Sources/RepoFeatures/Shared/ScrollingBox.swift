import TerminalUI

/// A box's scrolling as its screen keeps it: how far it is scrolled (`ScrollBox`), how tall a
/// page is (the layout pass says) and how many lines the last frame drew (the renderer measures
/// them) — the same for the bulk change, the journal and the changes since the last visit.
public struct ScrollingBox: Equatable, Sendable {
    /// What moves it: a key, the layout pass, the frame's measurement (public: screens' actions carry it).
    public enum Action: Equatable, Sendable {
        case scroll(Key)
        case resized(pageHeight: Int)
        case measured(lineCount: Int)
    }

    var box = ScrollBox()
    var pageHeight = 1
    var lineCount = 0

    mutating func apply(_ action: Action) {
        switch action {
        case .scroll(let key):
            if let scrolled = box.handling(key, pageHeight: pageHeight, lineCount: lineCount) { box = scrolled }
        case .resized(let height):
            pageHeight = height
        case .measured(let count):
            lineCount = count
        }
    }

    /// Scrolled as little as it takes to show line `line`.
    mutating func show(_ line: Int) {
        box = box.showing(line, pageHeight: pageHeight)
    }

    /// The action that tells a box in `pane` its page height.
    static func resized(in pane: Rect) -> Action { .resized(pageHeight: ScrollBox.pageHeight(in: pane)) }

    /// The measurement to send after a frame of `drawn` lines, when it changed.
    func measurement(drawn: Int) -> Action? { drawn == lineCount ? nil : .measured(lineCount: drawn) }
}
