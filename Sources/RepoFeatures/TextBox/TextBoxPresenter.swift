import TerminalUI

/// The box's lines — help's key tables, the messages, the clones — laid out for the width the
/// box has, and the status line of the screen below it (the box says nothing of its own). Pure.
enum TextBoxPresenter {
    static func viewModel(_ state: TextBox.State, app: AppState, context: PresentationContext) -> TextBox.ViewModel {
        let area = AppLayout(app).overlayArea
        let width = ScrollBox.textWidth(in: area)
        let below = app.screens.dropLast().last.map(\.screen)
        var status = below.flatMap { ScreenDispatch.content(of: $0, app: app, context: context)?.status }
            ?? StatusLine(message: "", hints: [])
        if let below, !ScreenDispatch.isTyping(below) { status.hints += AppRouter.hints(over: below) }
        let title: String, lines: [OverlayLine]
        switch state.kind {
        case .help:
            title = " keys — ↑↓ scroll, any other key closes "
            lines = HelpOverlay.overlayLines(area: area, keys: context.keys)
        case .messages:
            title = " messages — ↑↓ scroll, any other key closes "
            let current = AppStatus.decorate(status, app: app, context: context, width: AppLayout(app).status?.width ?? 0)
            lines = MessageLogPresenter.lines(current: current, log: app.log, width: width, context: context)
        case .clones:
            title = ClonePresenter.panelTitle(app.clones)
            lines = ClonePresenter.panelLines(app.clones, width: width)
        }
        return TextBox.ViewModel(title: title, lines: lines, box: state.box, status: status)
    }
}
