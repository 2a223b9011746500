/// How one result of an effect comes back to the app: the action it becomes, declared once by
/// the effect (`AppEffect.request`) and used alike by the live runtime and the tests' world.
public struct Reply<Value: Sendable>: Sendable {
    private let action: @Sendable (Value) -> AppAction

    init(_ action: @escaping @Sendable (Value) -> AppAction) {
        self.action = action
    }

    public func callAsFunction(_ value: Value) -> AppAction {
        action(value)
    }
}

extension Reply where Value == Void {
    public func callAsFunction() -> AppAction {
        action(())
    }
}
