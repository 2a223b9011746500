/// The chooser's entries as text. Pure.
enum ColumnChooserPresenter {
    static func viewModel(_ state: ColumnChooser.State) -> ColumnChooser.ViewModel {
        let entries = state.entries.map { column in
            ColumnChooser.ViewModel.Entry(title: ListColumn.of(column).title, shown: state.columns.contains(column))
        }
        let shown = state.columns.count
        return ColumnChooser.ViewModel(
            entries: entries, selection: state.selection,
            status: StatusLine(message: "\(shown) of \(entries.count) columns shown", hints: ColumnChooserKeyMap.bindings.hints()))
    }
}
