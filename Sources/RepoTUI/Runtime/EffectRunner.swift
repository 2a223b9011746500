import RepoFeatures

/// Carries out one effect, sending its results as actions (any number, in order). Runs off the
/// main actor; cancelled through its task when the effect is replaced or its screen closes.
protocol EffectRunner: Sendable {
    func run(_ effect: AppEffect, send: @escaping @Sendable (AppAction) -> Void) async
}
