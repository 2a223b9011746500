import Foundation
import TestSupport

/// The executables `swift build` put beside the test runner.
enum Binaries {
    static func path(of name: String) throws -> String {
        guard let url = BuiltProducts.url(name) else {
            throw EndToEndError.missingBinary(
                "\(name) is not built in \(BuiltProducts.directory.path): run `swift build --build-tests` first (Scripts/test does)")
        }
        return url.path
    }
}
