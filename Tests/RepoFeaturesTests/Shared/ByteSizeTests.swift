import Testing
@testable import RepoFeatures

struct ByteSizeTests {
    @Test(arguments: [
        (0, "0 KB"),
        (-5, "0 KB"),
        (1, "1 KB"),
        (1_023, "1023 KB"),
        (1_024, "1 MB"),
        (1_536, "1.5 MB"),
        (2_345, "2.2 MB"),        // 2.29: rounded down
        (102_400, "100 MB"),      // no decimal from 100 up
        (1_048_576, "1 GB"),
        (5_368_709_120, "5 TB"),
        (1_099_511_627_776, "1024 TB"),  // TB is the largest unit
    ])
    func describesKilobytes(kilobytes: Int, text: String) {
        #expect(ByteSize.describe(kilobytes: kilobytes) == text)
    }
}
