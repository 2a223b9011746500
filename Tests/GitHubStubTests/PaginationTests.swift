import Testing

@testable import GitHubStub

@Suite struct PaginationTests {
    @Test(arguments: [
        (nil, nil, 30, 1), ("100", "2", 100, 2), ("101", "1", 100, 1), ("1000", nil, 100, 1),
        ("0", "0", 30, 1), ("-5", "-1", 30, 1), ("abc", "x", 30, 1), ("1", "250", 1, 250),
    ] as [(String?, String?, Int, Int)])
    func parametersAreReadTheForgivingWay(perPage: String?, page: String?, expectedPerPage: Int, expectedPage: Int) {
        let pagination = Pagination(perPage: perPage, page: page, totalCount: 250)
        #expect([pagination.perPage, pagination.page] == [expectedPerPage, expectedPage])
    }

    @Test(arguments: [(0, 1), (1, 1), (100, 1), (101, 2), (200, 2), (250, 3)])
    func lastPageCoversEverything(total: Int, expectedLastPage: Int) {
        #expect(Pagination(perPage: "100", page: nil, totalCount: total).lastPage == expectedLastPage)
    }

    @Test(arguments: [(1, 0..<100), (2, 100..<200), (3, 200..<250), (4, 250..<250), (99, 250..<250)])
    func rangesSliceWithoutOverlapOrGap(page: Int, expected: Range<Int>) {
        #expect(Pagination(perPage: "100", page: String(page), totalCount: 250).range == expected)
    }

    @Test(arguments: [
        (1, #"<P2>; rel="next", <P3>; rel="last""#),
        (2, #"<P1>; rel="prev", <P3>; rel="next", <P3>; rel="last", <P1>; rel="first""#),
        (3, #"<P2>; rel="prev", <P1>; rel="first""#),
        (5, #"<P4>; rel="prev", <P1>; rel="first""#),
    ])
    func linkHeaderHasGitHubsOrder(page: Int, expected: String) {
        let pagination = Pagination(perPage: "100", page: String(page), totalCount: 250)
        #expect(pagination.linkHeader { "P\($0)" } == expected)
    }

    @Test func noLinkWhenEverythingFitsOnePage() {
        #expect(Pagination(perPage: nil, page: nil, totalCount: 30).linkHeader { "P\($0)" } == nil)
        #expect(Pagination(perPage: nil, page: nil, totalCount: 0).linkHeader { "P\($0)" } == nil)
    }
}
