/// The box's state machine: scroll keys move it within its lines, `x` cancels the clones from
/// their panel, any other key closes it. Pure.
enum TextBoxInteractor {
    static func reduce(_ state: inout TextBox.State, _ action: TextBox.Action) -> TextBox.Reaction {
        switch action {
        case .key(.character("x")) where state.kind == .clones:
            return .delegate(.cancelClones)
        case .key(let key):
            guard let box = state.box.handling(key, pageHeight: state.pageHeight, lineCount: state.lineCount) else {
                return .delegate(.close)
            }
            state.box = box
        case .resized(let pageHeight):
            state.pageHeight = pageHeight
            clamp(&state)
        case .measured(let lineCount):
            state.lineCount = lineCount
            clamp(&state)
        }
        return []
    }

    private static func clamp(_ state: inout TextBox.State) {
        if let box = state.box.handling(.resize, pageHeight: state.pageHeight, lineCount: state.lineCount) { state.box = box }
    }
}
