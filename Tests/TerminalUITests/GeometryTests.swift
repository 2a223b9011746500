import Testing
@testable import TerminalUI

@Suite struct GeometryTests {
    static let area = Rect(x: 2, y: 3, width: 10, height: 6)

    @Test func sizesClampNegativeDimensionsAndDescribeThemselves() {
        #expect(Size(width: -3, height: -1) == Size(width: 0, height: 0))
        #expect(Size(width: 80, height: 24).description == "80×24")
    }

    @Test func rectsClampNegativeDimensionsAndKnowTheirEdges() {
        let rect = Rect(x: -1, y: 4, width: -5, height: 3)
        #expect(rect.width == 0)
        #expect(rect.height == 3)
        #expect(rect.isEmpty)
        #expect(Self.area.maxX == 12)
        #expect(Self.area.maxY == 9)
        #expect(!Self.area.isEmpty)
        #expect(Rect(x: 0, y: 0, width: 3, height: 0).isEmpty)
        #expect(Rect(size: Size(width: 80, height: 24)) == Rect(x: 0, y: 0, width: 80, height: 24))
    }

    @Test(arguments: [
        (0, Rect(x: 2, y: 3, width: 10, height: 0), Rect(x: 2, y: 3, width: 10, height: 6)),
        (1, Rect(x: 2, y: 3, width: 10, height: 1), Rect(x: 2, y: 4, width: 10, height: 5)),
        (4, Rect(x: 2, y: 3, width: 10, height: 4), Rect(x: 2, y: 7, width: 10, height: 2)),
        (6, Rect(x: 2, y: 3, width: 10, height: 6), Rect(x: 2, y: 9, width: 10, height: 0)),
        (9, Rect(x: 2, y: 3, width: 10, height: 6), Rect(x: 2, y: 9, width: 10, height: 0)),
        (-2, Rect(x: 2, y: 3, width: 10, height: 0), Rect(x: 2, y: 3, width: 10, height: 6)),
    ] as [(Int, Rect, Rect)])
    func splitTopTakesRowsFromTheTop(count: Int, top: Rect, rest: Rect) {
        let split = Self.area.splitTop(count)
        #expect(split.top == top)
        #expect(split.rest == rest)
    }

    @Test(arguments: [
        (0, Rect(x: 2, y: 3, width: 10, height: 6), Rect(x: 2, y: 9, width: 10, height: 0)),
        (1, Rect(x: 2, y: 3, width: 10, height: 5), Rect(x: 2, y: 8, width: 10, height: 1)),
        (2, Rect(x: 2, y: 3, width: 10, height: 4), Rect(x: 2, y: 7, width: 10, height: 2)),
        (6, Rect(x: 2, y: 3, width: 10, height: 0), Rect(x: 2, y: 3, width: 10, height: 6)),
        (7, Rect(x: 2, y: 3, width: 10, height: 0), Rect(x: 2, y: 3, width: 10, height: 6)),
        (-1, Rect(x: 2, y: 3, width: 10, height: 6), Rect(x: 2, y: 9, width: 10, height: 0)),
    ] as [(Int, Rect, Rect)])
    func splitBottomTakesRowsFromTheBottom(count: Int, rest: Rect, bottom: Rect) {
        let split = Self.area.splitBottom(count)
        #expect(split.rest == rest)
        #expect(split.bottom == bottom)
    }

    @Test(arguments: [
        (0, Rect(x: 2, y: 3, width: 0, height: 6), Rect(x: 2, y: 3, width: 10, height: 6)),
        (3, Rect(x: 2, y: 3, width: 3, height: 6), Rect(x: 5, y: 3, width: 7, height: 6)),
        (10, Rect(x: 2, y: 3, width: 10, height: 6), Rect(x: 12, y: 3, width: 0, height: 6)),
        (15, Rect(x: 2, y: 3, width: 10, height: 6), Rect(x: 12, y: 3, width: 0, height: 6)),
        (-3, Rect(x: 2, y: 3, width: 0, height: 6), Rect(x: 2, y: 3, width: 10, height: 6)),
    ] as [(Int, Rect, Rect)])
    func splitLeftTakesColumnsFromTheLeft(count: Int, left: Rect, rest: Rect) {
        let split = Self.area.splitLeft(count)
        #expect(split.left == left)
        #expect(split.rest == rest)
    }

    @Test(arguments: 0..<12)
    func splitsAlwaysPartitionTheRect(count: Int) {
        let vertical = Self.area.splitTop(count)
        #expect(vertical.top.height + vertical.rest.height == Self.area.height)
        #expect(vertical.top.maxY == vertical.rest.y)
        let fromBottom = Self.area.splitBottom(count)
        #expect(fromBottom.rest.height + fromBottom.bottom.height == Self.area.height)
        #expect(fromBottom.rest.maxY == fromBottom.bottom.y)
        #expect(fromBottom.bottom.maxY == Self.area.maxY)
        let horizontal = Self.area.splitLeft(count)
        #expect(horizontal.left.width + horizontal.rest.width == Self.area.width)
        #expect(horizontal.left.maxX == horizontal.rest.x)
        #expect(horizontal.rest.maxX == Self.area.maxX)
    }

    @Test func rowIsOneLineInsideTheRectAndEmptyOutside() {
        #expect(Self.area.row(0) == Rect(x: 2, y: 3, width: 10, height: 1))
        #expect(Self.area.row(5) == Rect(x: 2, y: 8, width: 10, height: 1))
        #expect(Self.area.row(6).isEmpty)
        #expect(Self.area.row(-1).isEmpty)
    }

    @Test func insetShrinksEverySideAndNeverGoesNegative() {
        #expect(Self.area.inset(horizontal: 1, vertical: 2) == Rect(x: 3, y: 5, width: 8, height: 2))
        #expect(Self.area.inset(horizontal: 2) == Rect(x: 4, y: 3, width: 6, height: 6))
        #expect(Self.area.inset() == Self.area)
        let collapsed = Self.area.inset(horizontal: 6, vertical: 4)
        #expect(collapsed.width == 0)
        #expect(collapsed.height == 0)
        #expect(collapsed.isEmpty)
    }
}
