/// Choosing an owner opens its list over the one the picker was opened from (in that list's
/// order); Esc just closes the picker.
enum OwnerPickerRouter {
    static func request(for delegate: OwnerPicker.Delegate) -> AppRequest {
        switch delegate {
        case .open(let owner): .openOwner(owner)
        case .close: .closed(savingColumns: nil)
        }
    }
}
