import TerminalUI
import Testing
@testable import RepoFeatures

struct AppLayoutTests {
    @Test(arguments: [Size(width: 39, height: 24), Size(width: 40, height: 7), Size(width: 0, height: 0), Size(width: 200, height: 3)])
    func belowTheMinimumIsTooSmall(size: Size) {
        #expect(AppLayout(size: size) == .tooSmall)
        #expect(AppLayout(size: size).listSceneSize == Size(width: 0, height: 0))
    }

    @Test func theMinimumIsOneSceneWithHeaderAndStatus() {
        let layout = AppLayout(size: Size(width: 40, height: 8))

        #expect(layout == .single(header: Rect(x: 0, y: 0, width: 40, height: 1),
                                  body: Rect(x: 0, y: 1, width: 40, height: 6),
                                  status: Rect(x: 0, y: 7, width: 40, height: 1)))
        #expect(layout.listSceneSize == Size(width: 40, height: 8))
    }

    @Test func belowAHundredColumnsIsOneScene() {
        let layout = AppLayout(size: Size(width: 99, height: 30))

        #expect(layout == .single(header: Rect(x: 0, y: 0, width: 99, height: 1),
                                  body: Rect(x: 0, y: 1, width: 99, height: 28),
                                  status: Rect(x: 0, y: 29, width: 99, height: 1)))
        #expect(layout.listSceneSize == Size(width: 99, height: 30))
    }

    @Test func aHundredColumnsSplitsListAndDetail() {
        let layout = AppLayout(size: Size(width: 100, height: 30))

        #expect(layout == .split(header: Rect(x: 0, y: 0, width: 100, height: 1),
                                 list: Rect(x: 0, y: 1, width: 50, height: 28),
                                 divider: Rect(x: 50, y: 1, width: 1, height: 28),
                                 detail: Rect(x: 51, y: 1, width: 49, height: 28),
                                 status: Rect(x: 0, y: 29, width: 100, height: 1)))
        #expect(layout.listSceneSize == Size(width: 50, height: 30))
    }

    @Test func splitAt120x40() {
        #expect(AppLayout(size: Size(width: 120, height: 40))
            == .split(header: Rect(x: 0, y: 0, width: 120, height: 1),
                      list: Rect(x: 0, y: 1, width: 60, height: 38),
                      divider: Rect(x: 60, y: 1, width: 1, height: 38),
                      detail: Rect(x: 61, y: 1, width: 59, height: 38),
                      status: Rect(x: 0, y: 39, width: 120, height: 1)))
    }
}
