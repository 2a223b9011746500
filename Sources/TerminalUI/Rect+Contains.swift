extension Rect {
    /// Whether the cell at `x`, `y` lies inside (mouse hit-testing).
    public func contains(x: Int, y: Int) -> Bool {
        x >= self.x && x < maxX && y >= self.y && y < maxY
    }
}
