/// Makes the journal's screen, which starts by reading the journal.
enum ChangeHistoryConfigurator {
    static func screen() -> ConfiguredScreen {
        ConfiguredScreen(.history(ChangeHistory.State()), start: .history(.load))
    }
}
