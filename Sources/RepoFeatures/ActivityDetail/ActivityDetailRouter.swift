/// Reading → back to the detail's list, or out to the browser and the clipboard.
enum ActivityDetailRouter {
    static func request(for delegate: ActivityDetail.Delegate) -> AppRequest {
        switch delegate {
        case .back: .closed(savingColumns: nil)
        case .perform(let request): .perform(request)
        case .notice(let notice): .notice(notice)
        }
    }
}
