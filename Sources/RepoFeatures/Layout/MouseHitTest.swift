import TerminalUI

/// What a mouse event asks for, decided from where it lands in the frame, as the same actions
/// keys send. Pure, so hit-testing is tested as whole values.
///
/// - Wheel: scrolls the pane under the pointer — the list's selection, or the open detail; over
///   the split view's preview it opens the detail, so the next notch scrolls it.
/// - Press: on a list row selects it (closing the detail beside it first); a double click also
///   opens it; on a column title sorts by that column (again: reverses). On the split view's
///   preview it opens (focuses) the detail.
/// - Press on a tab in the header: the list's shows that scope, the detail's that tab.
/// - Over an issue or run being read: the wheel scrolls it; nothing else.
/// - Release, anything else on the header or the status line, and anything while a box (the column
///   chooser) is open: nothing.
enum MouseHitTest {
    /// Rows the wheel moves the list's selection, or scrolls the detail, per notch.
    static let wheelStep = 3

    static func actions(for event: MouseEvent, in app: AppState) -> [AppAction] {
        let layout = AppLayout(app)
        guard layout != .tooSmall, let focused = app.focused,
              ScreenDispatch.presentation(of: focused.screen) == .page else { return [] }
        let wheel: Int? = switch event.kind {
        case .wheelUp: -wheelStep
        case .wheelDown: wheelStep
        case .press, .release: nil
        }
        let lists = app.lists
        guard let list = lists.last else { return [] }
        // Reading an issue or a run: the wheel scrolls it, anything else does nothing (the
        // list and the detail below it are not the mouse's to change).
        if case .activityDetail = focused.screen {
            guard let wheel, layout.detailPane.contains(x: event.x, y: event.y) else { return [] }
            return [.screen(focused.id, .activityDetail(.scroll(by: wheel)))]
        }
        let detail: ScreenID? = if case .detail = focused.screen { focused.id } else { nil }
        let listPane = layout.listPane, detailPane = layout.detailPane
        if event.kind == .press, let header = layout.header, event.y == header.y {
            if let detail, case .detail(let state) = focused.screen {
                guard let index = HeaderTabs(detail: state).index(at: event.x, in: header.row(0)) else { return [] }
                return [.screen(detail, .detail(.selectTab(RepoDetail.Tab.allCases[index])))]
            }
            guard let bar = HeaderTabs(scopes: list.state), let index = bar.index(at: event.x, in: header.row(0)) else { return [] }
            return [.screen(list.id, .list(.selectScope(list.state.scopes[index])))]
        }
        if case .single = layout, let detail {
            guard detailPane.contains(x: event.x, y: event.y), let wheel else { return [] }
            return [.screen(detail, .detail(.scroll(by: wheel)))]
        }
        if listPane.contains(x: event.x, y: event.y) {
            return listActions(event, wheel: wheel, list: list, pane: listPane, columns: app.columns, closing: detail)
        }
        guard case .split = layout, detailPane.contains(x: event.x, y: event.y) else { return [] }
        if let detail {
            return wheel.map { [.screen(detail, .detail(.scroll(by: $0)))] } ?? []
        }
        return event.kind == .release ? [] : [.screen(list.id, .list(.openSelected))]
    }

    private static func listActions(_ event: MouseEvent, wheel: Int?, list: (id: ScreenID, state: RepoList.State),
                                    pane: Rect, columns: [ColumnID], closing detail: ScreenID?) -> [AppAction] {
        if let wheel { return [.screen(list.id, .list(.moveSelection(by: wheel)))] }
        guard event.kind == .press else { return [] }
        let close: [AppAction] = detail.map { [.screen($0, .detail(.back))] } ?? []
        let row = event.y - RepoListRenderer.split(pane).rows.y
        guard row >= 0 else {
            let column = ColumnWidths(columns: columns, width: pane.width).column(at: event.x - pane.x)
            guard let field = column.flatMap({ ListColumn.of($0).sortField }), !list.state.rows.isEmpty else { return [] }
            return close + [.screen(list.id, .list(.sortBy(field)))]
        }
        let open: [AppAction] = event.isDoubleClick ? [.screen(list.id, .list(.openSelected))] : []
        return close + [.screen(list.id, .list(.selectVisibleRow(row)))] + open
    }
}
