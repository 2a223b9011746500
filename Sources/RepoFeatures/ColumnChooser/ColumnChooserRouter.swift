/// The chooser changes the app's columns (and asks for them to be remembered), or closes.
enum ColumnChooserRouter {
    static func output(_ effect: ColumnChooser.Effect) -> ScreenOutput {
        switch effect {
        case .chose(let columns):
            .route { app, _, _ in
                app.columns = columns
                return [.saveColumns(columns)]
            }
        case .close:
            .route { app, id, _ in AppRouter.close(id, in: &app) }
        }
    }
}
