import Testing
@testable import RepoFeatures

struct CompactNumberTests {
    @Test(arguments: [
        (0, "0"),
        (7, "7"),
        (999, "999"),
        (1_000, "1k"),
        (1_234, "1.2k"),
        (1_999, "1.9k"),        // rounded down: never looks bigger than it is
        (9_999, "9.9k"),
        (15_300, "15k"),
        (999_999, "999k"),
        (1_000_000, "1M"),
        (1_200_000, "1.2M"),
        (2_000_000_000, "2B"),
        (-1_500, "-1.5k"),
        (-42, "-42"),
    ])
    func formatsCountsCompactly(value: Int, text: String) {
        #expect(CompactNumber.format(value) == text)
    }
}
