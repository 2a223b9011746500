/// The four states every scene shows, as the seed app had them.
enum ViewState<Content: Equatable & Sendable>: Equatable, Sendable {
    /// Nothing to show yet; a first load is under way.
    case loading(message: String)
    case loaded(Content)
    /// The request succeeded and there is nothing: "no public repositories".
    case empty(message: String)
    /// The request failed and there is nothing to fall back on.
    case error(message: String)
}
