/// The journal's requests of the app. Pure.
enum ChangeHistoryRouter {
    static func request(for delegate: ChangeHistory.Delegate) -> AppRequest {
        switch delegate {
        case .close: .closed(savingColumns: nil)
        case .undo(let entries, let batch): .undoChanges(entries, batch: batch)
        }
    }
}
