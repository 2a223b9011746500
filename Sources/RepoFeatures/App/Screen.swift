/// The registration of every kind of screen the app can show: one case for its state, one for
/// its actions, and its conformance named in `features` and `feature`. Everything else
/// the app does with a screen goes through `ScreenFeature` (see Docs/ARCHITECTURE.md).
enum Screen: Equatable, Sendable {
    case list(RepoList.State)
    case detail(RepoDetail.State)
    case columns(ColumnChooser.State)
    case palette(CommandPalette.State)
    case owners(OwnerPicker.State)
    case textBox(TextBox.State)
    case bulkChange(BulkChange.State)
    case history(ChangeHistory.State)
    case confirmation(CommandConfirmation.State)
    case sinceLastVisit(SinceLastVisit.State)
    case activityDetail(ActivityDetail.State)

    /// Every kind, in the order help lists their keys.
    static var features: [any ScreenFeature.Type] { [RepoList.self, RepoDetail.self, ColumnChooser.self, CommandPalette.self, OwnerPicker.self, TextBox.self, BulkChange.self, ChangeHistory.self, CommandConfirmation.self, SinceLastVisit.self, ActivityDetail.self] }

    /// The one switch over screens.
    var feature: any ScreenFeature.Type {
        switch self {
        case .list: RepoList.self
        case .detail: RepoDetail.self
        case .columns: ColumnChooser.self
        case .palette: CommandPalette.self
        case .owners: OwnerPicker.self
        case .textBox: TextBox.self
        case .bulkChange: BulkChange.self
        case .history: ChangeHistory.self
        case .confirmation: CommandConfirmation.self
        case .sinceLastVisit: SinceLastVisit.self
        case .activityDetail: ActivityDetail.self
        }
    }
}

/// An action for one kind of screen.
public enum ScreenAction: Equatable, Sendable {
    case list(RepoList.Action)
    case detail(RepoDetail.Action)
    case columns(ColumnChooser.Action)
    case palette(CommandPalette.Action)
    case owners(OwnerPicker.Action)
    case textBox(TextBox.Action)
    case bulkChange(BulkChange.Action)
    case history(ChangeHistory.Action)
    case confirmation(CommandConfirmation.Action)
    case sinceLastVisit(SinceLastVisit.Action)
    case activityDetail(ActivityDetail.Action)
}
