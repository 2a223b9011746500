/// The chooser changes the app's columns as the user goes, and on closing asks for the choice
/// to be remembered — once, so that quick changes never race each other to the disk.
enum ColumnChooserRouter {
    static func request(for delegate: ColumnChooser.Delegate) -> AppRequest {
        switch delegate {
        case .chose(let columns): .columnsChosen(columns)
        case .close(let remember): .closed(savingColumns: remember)
        }
    }
}
