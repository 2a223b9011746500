import TerminalUI

/// A screen the navigator can show: it takes keys and the size of its pane, and draws itself.
@MainActor
public protocol Scene: AnyObject {
    /// Handles a key; false when the scene has no use for it.
    @discardableResult
    func handle(_ key: Key) -> Bool
    /// The size of the pane the scene is drawn in changed.
    func resized(to size: Size)
    func renderBody(into buffer: inout ScreenBuffer, rect: Rect, focused: Bool)
    var header: String { get }
    var status: StatusLine { get }
}
