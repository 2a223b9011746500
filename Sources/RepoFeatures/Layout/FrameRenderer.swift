import TerminalUI

/// Draws a composed frame into a screen buffer. The output is a pure function of the view model,
/// the colour depth and the theme; the renderer only remembers the detail's last line wrapping,
/// so that scrolling a long README does not lay it out again on every key.
public struct FrameRenderer {
    var colorDepth: ColorDepth
    /// The colours by role (the config file's `[theme]`).
    var theme: Theme
    private var drawing = PaneDrawing()
    /// Issue 31's accessible mode: the frame `AccessibleFrame` makes of the app's.
    private var accessible: AccessibleFrame?

    public init(colorDepth: ColorDepth = .extended, theme: Theme = .dark, accessible: Bool = false) {
        self.colorDepth = colorDepth
        self.theme = theme
        self.accessible = accessible ? AccessibleFrame() : nil
    }

    /// The rows the accessible mode keeps below the app's frame for its messages: the app is
    /// told the terminal is that much shorter.
    public var reservedRows: Int { Self.reservedRows(accessible: accessible != nil) }

    public static func reservedRows(accessible: Bool) -> Int { accessible ? AccessibleFrame.transcriptRows : 0 }

    /// The frame `app` makes at the context's time (`reservedRows` taller than `app.size`).
    public mutating func render(_ app: AppState, context: PresentationContext) -> ScreenBuffer {
        let model = AppPresenter.viewModel(app, context: context)
        var buffer = render(model, size: app.size)
        if var frame = accessible {
            buffer = frame.finish(buffer, model: model)
            accessible = frame
        }
        theme.recolor(&buffer)
        return buffer
    }

    /// What the last frame measured and the state does not know yet: for the detail on screen
    /// (a page, or the preview beside the list), how many lines its content took at its width,
    /// from the layout just drawn. The runtime sends these after drawing, so scrolling knows
    /// where the end is without the reducer laying anything out.
    public mutating func measurements(_ app: AppState, context: PresentationContext) -> [AppAction] {
        guard AppLayout(app) != .tooSmall,
              let page = app.screens.last(where: { ScreenDispatch.presentation(of: $0.screen) == .page }) else { return [] }
        let shown: (id: ScreenID, state: RepoDetail.State)?
        switch page.screen {
        case .activityDetail(let state):
            // From the layout just drawn (kept while nothing arrives).
            let width = state.pane.width - 2 * RepoDetailRenderer.padding
            let source = ActivityDetailPresenter.source(state, context: context)
            let height = width > 0 ? drawing.activityLayout.wrapped(source, width: width, depth: colorDepth).count : 0
            return height == state.contentHeight ? [] : [.screen(page.id, .activityDetail(.measured(contentHeight: height)))]
        case .detail(let state): shown = (page.id, state)
        case .list(let list):
            shown = app.preview.flatMap { preview in
                preview.list == page.id && preview.detail.repository.id == list.selectedRepository?.id ? (preview.id, preview.detail) : nil
            }
        default: shown = nil
        }
        // The screen with the keys, whatever it is, learns what it asked to (a box its line count).
        let focused = app.focused.flatMap { entry in
            ScreenDispatch.measurement(of: entry.screen, app: app, context: context).map { AppAction.screen(entry.id, $0) }
        }
        // A tab's list counts its rows itself; only the overview is laid out to be measured.
        guard let (id, state) = shown, state.tab == .overview else { return focused.map { [$0] } ?? [] }
        let width = state.pane.width - 2 * RepoDetailRenderer.padding
        let height = width > 0
            ? drawing.detailLayout.wrapped(
                RepoDetailPresenter.content(state, clone: app.cloneState(of: state.repository.id), context: context),
                width: width, depth: colorDepth).count : 0
        return (height == state.contentHeight ? [] : [.screen(id, .detail(.measured(contentHeight: height)))]) + (focused.map { [$0] } ?? [])
    }

    mutating func render(_ model: AppViewModel, size: Size) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        guard case let layout = model.layout, layout != .tooSmall else {
            drawTooSmall(size, into: &buffer)
            return buffer
        }
        guard !model.panes.isEmpty else { return buffer }
        if let header = layout.header {
            let line = header.row(0)
            let barWidth = model.tabs?.width(in: line) ?? 0
            Chrome.drawHeader(model.header, into: &buffer, rect: header, textWidth: line.width - barWidth)
            if let bar = model.tabs { HeaderTabsRenderer.render(bar, into: &buffer, line: line) }
        }
        drawing.depth = colorDepth
        for pane in model.panes {
            pane.content.render(into: &buffer, rect: pane.rect, focused: pane.focused, drawing: &drawing)
        }
        if let divider = model.divider {
            for row in 0..<divider.height {
                buffer.put("│", x: divider.x, y: divider.y + row, style: Palette.border)
            }
        }
        if let status = layout.status { Chrome.drawStatus(model.status, into: &buffer, rect: status) }
        if let header = layout.header, let profile = model.profile {
            ProfileHeaderRenderer.render(profile, depth: colorDepth, into: &buffer, header: header, spoken: accessible != nil)
        }
        // Boxes last: help's covers the header's second line too.
        for modal in model.modals {
            modal.content.render(into: &buffer, rect: modal.rect, focused: true, drawing: &drawing)
        }
        return buffer
    }

    private func drawTooSmall(_ size: Size, into buffer: inout ScreenBuffer) {
        let minimum = AppLayout.minimumSize
        let lines = ["terminal too small", "\(size.width)×\(size.height), need \(minimum.width)×\(minimum.height)"]
        let top = max(0, size.height / 2 - 1)
        for (index, line) in lines.enumerated() {
            let shown = DisplayWidth.truncate(line, to: size.width)
            buffer.put(shown, x: max(0, (size.width - DisplayWidth.of(shown)) / 2), y: top + index)
        }
    }
}
