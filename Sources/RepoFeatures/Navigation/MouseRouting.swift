import TerminalUI

/// What a mouse event asks for, decided from where it lands in the layout. Pure, so the hit
/// testing is tested as whole values; the navigator carries the commands out.
public enum MouseRouting {
    public enum Command: Equatable, Sendable {
        case list(RepoList.Action)
        case detail(RepoDetail.Action)
        /// Back from the detail to the list (a click on the list while the detail has focus).
        case closeDetail
    }

    /// Rows the wheel moves the list's selection, or scrolls the detail, per notch.
    public static let wheelStep = 3

    /// - Wheel: scrolls the pane under the pointer — the list's selection, or the open detail;
    ///   over the split view's preview it opens the detail, so the next notch scrolls it.
    /// - Press: on a list row selects it (closing the detail beside it first); a double click
    ///   also opens it. On the split view's preview it opens (focuses) the detail.
    /// - Release, and anything on the header, the column titles or the status line: nothing.
    public static func commands(for event: MouseEvent, layout: AppLayout, detailOpen: Bool) -> [Command] {
        let wheel: Int? = switch event.kind {
        case .wheelUp: -wheelStep
        case .wheelDown: wheelStep
        case .press, .release: nil
        }
        switch layout {
        case .tooSmall:
            return []
        case .single(_, let body, _):
            guard body.contains(x: event.x, y: event.y) else { return [] }
            if detailOpen {
                return wheel.map { [.detail(.scroll(by: $0))] } ?? []
            }
            return listCommands(event, wheel: wheel, list: body, detailOpen: false)
        case .split(_, let list, _, let detail, _):
            if list.contains(x: event.x, y: event.y) {
                return listCommands(event, wheel: wheel, list: list, detailOpen: detailOpen)
            }
            guard detail.contains(x: event.x, y: event.y) else { return [] }
            if detailOpen {
                return wheel.map { [.detail(.scroll(by: $0))] } ?? []
            }
            return event.kind == .release ? [] : [.list(.openSelected)]
        }
    }

    private static func listCommands(_ event: MouseEvent, wheel: Int?, list: Rect, detailOpen: Bool) -> [Command] {
        if let wheel { return [.list(.moveSelection(by: wheel))] }
        // The first line of the pane holds the column titles.
        let row = event.y - list.y - 1
        guard event.kind == .press, row >= 0 else { return [] }
        let open: [Command] = event.isDoubleClick ? [.list(.openSelected)] : []
        return (detailOpen ? [.closeDetail] : []) + [.list(.selectVisibleRow(row))] + open
    }
}

extension Navigator {
    /// Carries out what `MouseRouting` decided for `event`.
    func handleMouse(_ event: MouseEvent) {
        let commands = MouseRouting.commands(for: event, layout: AppLayout(size: size), detailOpen: detail != nil)
        for command in commands {
            switch command {
            case .list(let action): list?.interactor.handle(action)
            case .detail(let action): detail?.interactor.handle(action)
            case .closeDetail: pop()
            }
        }
    }
}
