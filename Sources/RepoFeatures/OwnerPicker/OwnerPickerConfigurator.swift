import RepoCore

/// Makes the picker over the list of `current`, started by reading the owners kept at hand.
enum OwnerPickerConfigurator {
    static func screen(current: GitHubUsername) -> ConfiguredScreen {
        ConfiguredScreen(.owners(OwnerPicker.State(current: current)), start: .owners(.load))
    }
}
