/// The bulk change's requests of the app. Pure.
enum BulkChangeRouter {
    static func request(for delegate: BulkChange.Delegate) -> AppRequest {
        switch delegate {
        case .close: .closed(savingColumns: nil)
        case .changed(let repositories, let removed): .repositoriesChanged(repositories, removed: removed)
        }
    }
}
