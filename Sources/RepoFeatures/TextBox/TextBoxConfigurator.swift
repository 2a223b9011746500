/// Makes a box of `kind`, scrolled to its top.
enum TextBoxConfigurator {
    static func screen(_ kind: TextBox.Kind) -> ConfiguredScreen {
        ConfiguredScreen(.textBox(TextBox.State(kind: kind)))
    }
}
