/// What an interactor asks for after one action, in two kinds kept apart: I/O for the runtime
/// (`effects`, whose results come back as actions) and requests of the app (`delegates`, which
/// the screen's router turns into `AppRequest`s). An array literal is effects alone, so a
/// reducer that only loads reads as it did: `return [.loadReadme(repository)]`.
struct Reaction<Effect: Equatable & Sendable, Delegate: Equatable & Sendable>: Equatable, Sendable, ExpressibleByArrayLiteral {
    var effects: [Effect]
    var delegates: [Delegate]

    init(effects: [Effect] = [], delegates: [Delegate] = []) {
        self.effects = effects
        self.delegates = delegates
    }

    init(arrayLiteral effects: Effect...) {
        self.init(effects: effects)
    }

    /// Only a request of the app.
    static func delegate(_ delegate: Delegate) -> Self {
        Self(delegates: [delegate])
    }

    var isEmpty: Bool { effects.isEmpty && delegates.isEmpty }

    mutating func append(_ effect: Effect) {
        effects.append(effect)
    }

    /// Both, `lhs`'s first.
    static func + (lhs: Self, rhs: Self) -> Self {
        Self(effects: lhs.effects + rhs.effects, delegates: lhs.delegates + rhs.delegates)
    }
}
