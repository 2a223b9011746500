/// A value kept once on the heap, so that every repository holding an equal one can hold the
/// same copy: the thousands of rows of one owner's list keep one owner, not one each.
/// Equal by value, so whether two repositories share a copy never changes what they equal.
final class SharedValue<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (lhs: SharedValue, rhs: SharedValue) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
