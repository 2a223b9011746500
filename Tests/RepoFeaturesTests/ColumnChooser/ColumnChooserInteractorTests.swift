import Testing
@testable import RepoFeatures

struct ColumnChooserInteractorTests {
    static func chooser() -> Exhaustive<ColumnChooser.State, ColumnChooser.Action, ColumnChooser.Reaction> {
        var state = ColumnChooser.State(columns: ColumnID.defaults)
        state.visibleRows = 12
        return Exhaustive(state) { state, action in ColumnChooserInteractor.reduce(&state, action) }
    }

    @Test func showingAColumnAppendsItAndTheCursorFollowsIt() {
        var chooser = Self.chooser()

        chooser.send(.moveCursor(by: 6)) { $0.selection = ListSelection(index: 6) }
        chooser.send(.toggle, effects: .delegate(.chose([.name, .description, .language, .stars, .pushed, .issues]))) {
            $0.columns = [.name, .description, .language, .stars, .pushed, .issues]
            $0.selection = ListSelection(index: 5)
        }
    }

    @Test func hidingAColumnRemovesItAndTheNameCannotBeHidden() {
        var chooser = Self.chooser()

        chooser.send(.toggle)
        chooser.send(.moveCursor(by: 2)) { $0.selection = ListSelection(index: 2) }
        chooser.send(.toggle, effects: .delegate(.chose([.name, .description, .stars, .pushed]))) {
            $0.columns = [.name, .description, .stars, .pushed]
            $0.selection = ListSelection(index: 4)
        }
    }

    @Test func aShownColumnMovesWithinTheShownOnesAndAHiddenOneDoesNot() {
        var chooser = Self.chooser()
        chooser.send(.moveCursor(by: 3)) { $0.selection = ListSelection(index: 3) }

        chooser.send(.moveColumn(by: -1), effects: .delegate(.chose([.name, .description, .stars, .language, .pushed]))) {
            $0.columns = [.name, .description, .stars, .language, .pushed]
            $0.selection = ListSelection(index: 2)
        }
        chooser.send(.moveColumn(by: -5), effects: .delegate(.chose([.stars, .name, .description, .language, .pushed]))) {
            $0.columns = [.stars, .name, .description, .language, .pushed]
            $0.selection = ListSelection(index: 0)
        }
        chooser.send(.moveCursor(by: 8)) { $0.selection = ListSelection(index: 8) }
        chooser.send(.moveColumn(by: -1))
    }

    @Test func resetBringsBackTheDefaultsAndCloseRoutesOut() {
        var state = ColumnChooser.State(columns: [.pushed, .name])
        state.visibleRows = 12
        var chooser = Exhaustive(state) { state, action in ColumnChooserInteractor.reduce(&state, action) }

        chooser.send(.reset, effects: .delegate(.chose(ColumnID.defaults))) { $0.columns = ColumnID.defaults }
        chooser.send(.reset)
        chooser.send(.close, effects: .delegate(.close(remember: ColumnID.defaults)))
    }

    @Test func closingWithoutAChangeRemembersNothing() {
        var chooser = Self.chooser()

        chooser.send(.toggle)
        chooser.send(.close, effects: .delegate(.close(remember: nil)))
    }
}
