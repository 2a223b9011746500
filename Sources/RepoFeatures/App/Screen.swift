/// Every kind of screen the app can show, with its whole state. Adding a screen adds a case
/// here, in `ScreenAction`, and in `ScreenRegistry`'s dispatch (see Docs/ARCHITECTURE.md).
public enum Screen: Equatable, Sendable {
    case list(RepoList.State)
    case detail(RepoDetail.State)
    case columns(ColumnChooser.State)
}

/// An action for one kind of screen.
public enum ScreenAction: Equatable, Sendable {
    case list(RepoList.Action)
    case detail(RepoDetail.Action)
    case columns(ColumnChooser.Action)
}

/// A screen's view model, as the frame is composed of them.
enum PaneContent: Equatable, Sendable {
    case list(RepoList.ViewModel)
    case detail(RepoDetail.ViewModel)
    case columns(ColumnChooser.ViewModel)
}
