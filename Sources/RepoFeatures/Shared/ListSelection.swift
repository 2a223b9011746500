/// Which row is selected and which row is at the top of the visible window.
///
/// Kept apart from the rows themselves (as ratatui's ListState is), so moving the selection is
/// arithmetic on two integers whatever the size of the list.
struct ListSelection: Equatable, Sendable {
    private(set) var index: Int
    private(set) var offset: Int

    init(index: Int = 0, offset: Int = 0) {
        self.index = max(0, index)
        self.offset = max(0, offset)
    }

    /// Moves by `delta` rows within `count` rows, scrolling only as far as needed to keep the
    /// selection inside a window of `visible` rows.
    func moved(by delta: Int, count: Int, visible: Int) -> ListSelection {
        selecting(index + delta, count: count, visible: visible)
    }

    func selecting(_ newIndex: Int, count: Int, visible: Int) -> ListSelection {
        guard count > 0 else { return ListSelection() }
        let clampedIndex = min(max(0, newIndex), count - 1)
        let window = max(1, visible)
        var newOffset = offset
        if clampedIndex < newOffset { newOffset = clampedIndex }
        if clampedIndex >= newOffset + window { newOffset = clampedIndex - window + 1 }
        // Never leave empty rows below the last one when the list could fill the window.
        newOffset = min(newOffset, max(0, count - window))
        return ListSelection(index: clampedIndex, offset: max(0, newOffset))
    }

    /// The same selection re-fitted after the list or the window changed size.
    func refitted(count: Int, visible: Int) -> ListSelection {
        selecting(index, count: count, visible: visible)
    }
}
