/// The box closes itself, or asks the app to cancel the clones.
enum TextBoxRouter {
    static func request(for delegate: TextBox.Delegate) -> AppRequest {
        switch delegate {
        case .close: .closed(savingColumns: nil)
        case .cancelClones: .cancelClones
        }
    }
}
