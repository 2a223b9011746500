/// The chooser changes the app's columns as the user goes, and on closing asks for the choice
/// to be remembered — once, so that quick changes never race each other to the disk.
enum ColumnChooserRouter {
    static func output(_ effect: ColumnChooser.Effect) -> ScreenOutput {
        switch effect {
        case .chose(let columns): .delegate(.columnsChosen(columns))
        case .close(let remember): .delegate(.closed(savingColumns: remember))
        }
    }
}
