import TerminalUI
import Testing
@testable import RepoFeatures

struct AppLayoutTests {
    @Test(arguments: [Size(width: 39, height: 24), Size(width: 40, height: 7), Size(width: 0, height: 0), Size(width: 200, height: 3)])
    func belowTheMinimumIsTooSmall(size: Size) {
        #expect(AppLayout(size: size) == .tooSmall)
        #expect(AppLayout(size: size).listPane == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test func theMinimumIsOneSceneWithHeaderAndStatus() {
        let layout = AppLayout(size: Size(width: 40, height: 8))

        #expect(layout == .single(header: Rect(x: 0, y: 0, width: 40, height: 1),
                                  body: Rect(x: 0, y: 1, width: 40, height: 6),
                                  status: Rect(x: 0, y: 7, width: 40, height: 1)))
        #expect(layout.listPane == Rect(x: 0, y: 1, width: 40, height: 6))
    }

    @Test func belowAHundredColumnsIsOneScene() {
        let layout = AppLayout(size: Size(width: 99, height: 30))

        #expect(layout == .single(header: Rect(x: 0, y: 0, width: 99, height: 2),
                                  body: Rect(x: 0, y: 2, width: 99, height: 27),
                                  status: Rect(x: 0, y: 29, width: 99, height: 1)))
        #expect(layout.listPane == Rect(x: 0, y: 2, width: 99, height: 27))
        #expect(layout.detailPane == Rect(x: 0, y: 2, width: 99, height: 27))
    }

    @Test func theHeaderGetsTheLanguageBarLineFromSixteenRows() {
        #expect(AppLayout(size: Size(width: 80, height: 15)).header == Rect(x: 0, y: 0, width: 80, height: 1))
        #expect(AppLayout(size: Size(width: 80, height: 16)).header == Rect(x: 0, y: 0, width: 80, height: 2))
        #expect(AppLayout(size: Size(width: 80, height: 15)).listPane == Rect(x: 0, y: 1, width: 80, height: 13))
        #expect(AppLayout(size: Size(width: 80, height: 16)).listPane == Rect(x: 0, y: 2, width: 80, height: 13))
        #expect(AppLayout(size: Size(width: 30, height: 20)).header == nil)
    }

    @Test func aHundredColumnsSplitsListAndDetail() {
        let layout = AppLayout(size: Size(width: 100, height: 30))

        #expect(layout == .split(header: Rect(x: 0, y: 0, width: 100, height: 2),
                                 list: Rect(x: 0, y: 2, width: 50, height: 27),
                                 divider: Rect(x: 50, y: 2, width: 1, height: 27),
                                 detail: Rect(x: 51, y: 2, width: 49, height: 27),
                                 status: Rect(x: 0, y: 29, width: 100, height: 1)))
        #expect(layout.listPane == Rect(x: 0, y: 2, width: 50, height: 27))
        #expect(layout.detailPane == Rect(x: 51, y: 2, width: 49, height: 27))
        #expect(layout.body == Rect(x: 0, y: 2, width: 100, height: 27))
    }

    @Test func splitAt120x40() {
        #expect(AppLayout(size: Size(width: 120, height: 40))
            == .split(header: Rect(x: 0, y: 0, width: 120, height: 2),
                      list: Rect(x: 0, y: 2, width: 60, height: 37),
                      divider: Rect(x: 60, y: 2, width: 1, height: 37),
                      detail: Rect(x: 61, y: 2, width: 59, height: 37),
                      status: Rect(x: 0, y: 39, width: 120, height: 1)))
    }

    @Test func aModalBoxIsCentredInTheBodyAndNeverLargerThanIt() {
        let layout = AppLayout(size: Size(width: 80, height: 24))

        #expect(layout.modal(width: 44, height: 15) == Rect(x: 18, y: 5, width: 44, height: 15))
        #expect(layout.modal(width: 100, height: 40) == Rect(x: 0, y: 2, width: 80, height: 21))
    }
}
