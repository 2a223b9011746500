/// The palette's state machine: typing narrows, ↑ ↓ move through the matches, Enter runs the
/// highlighted one, Esc closes. Pure.
enum CommandPaletteInteractor {
    static func reduce(_ state: inout CommandPalette.State, _ action: CommandPalette.Action) -> CommandPalette.Reaction {
        switch action {
        case .prompt(.edit(let edit)):
            let edited = state.editor.applying(edit)
            // New text, new matches: the best one is highlighted. Moving the cursor keeps the highlight.
            if edited.text != state.editor.text { state.selection = ListSelection() }
            state.editor = edited
        case .prompt(.moveSelection(let delta)):
            state.selection = state.selection.moved(by: delta, count: state.matches.count, visible: state.visibleRows)
        case .prompt(.accept):
            let matches = state.matches
            // With nothing matching, Enter does nothing: the text stays to be corrected.
            guard matches.indices.contains(state.selection.index) else { return [] }
            return .delegate(.run(matches[state.selection.index]))
        case .prompt(.cancel):
            return .delegate(.close)
        case .prompt(.complete):
            break
        case .resized(let rows):
            state.visibleRows = max(1, rows)
            state.selection = state.selection.refitted(count: state.matches.count, visible: state.visibleRows)
        }
        return []
    }
}
