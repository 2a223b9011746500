extension Duration {
    /// Whole and fractional seconds, for APIs that take a `TimeInterval`.
    var secondsValue: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
