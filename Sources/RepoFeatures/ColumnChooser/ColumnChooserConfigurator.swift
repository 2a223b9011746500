/// Makes the column chooser for the columns shown now.
enum ColumnChooserConfigurator {
    static func screen(columns: [ColumnID]) -> ConfiguredScreen {
        ConfiguredScreen(.columns(ColumnChooser.State(columns: columns)))
    }
}
