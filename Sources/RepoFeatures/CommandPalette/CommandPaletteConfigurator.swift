/// Makes the palette for the screen that has the keys: that screen's commands, then the app's
/// that open over it, then what works everywhere.
enum CommandPaletteConfigurator {
    static func screen(over screen: Screen, keys: KeyMaps) -> ConfiguredScreen {
        let routes = AppRouter.bindings.filter { $0.action != .palette && AppRouter.applies($0.action, over: screen) }
        let commands = ScreenDispatch.commands(of: screen, keys: keys) + routes.commands() + GlobalKeyMap.bindings.commands()
        return ConfiguredScreen(.palette(CommandPalette.State(commands: commands)))
    }
}

extension Array {
    /// A key table's rows as the palette lists them; a row left without keys (rebound to
    /// nothing) cannot be run, so it is left out.
    func commands<Action>() -> [CommandPalette.Command] where Element == KeyBinding<Action> {
        compactMap { binding in
            binding.keys.first.map { CommandPalette.Command(key: $0, keys: binding.keyLabels, summary: binding.summary) }
        }
    }
}
