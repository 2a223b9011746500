import RepoFeatures

/// The built-in theme `[theme] base` names, which the file's colours then change.
public enum ThemeBase: String, CaseIterable, Sendable {
    case dark
    case light

    public var theme: Theme {
        switch self {
        case .dark: .dark
        case .light: .light
        }
    }
}
