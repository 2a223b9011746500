/// The changes' requests of the app. Pure.
enum SinceLastVisitRouter {
    static func request(for delegate: SinceLastVisit.Delegate) -> AppRequest {
        switch delegate {
        case .close: .closed(savingColumns: nil)
        case .openDetail(let repository): .openDetail(repository)
        }
    }
}
