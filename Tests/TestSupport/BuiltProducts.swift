import Foundation

/// Executables SwiftPM built next to the test bundle (`.build/debug/github-stub`, …).
public enum BuiltProducts {
    /// The build directory holding the test bundle: the runner is `<dir>/<package>PackageTests.xctest`
    /// (a file on Linux, a bundle on macOS).
    public static var directory: URL {
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let components = runner.resolvingSymlinksInPath().pathComponents
        guard let bundleIndex = components.firstIndex(where: { $0.hasSuffix(".xctest") }) else {
            return runner.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: components[..<bundleIndex].joined(separator: "/"), isDirectory: true)
            .standardizedFileURL
    }

    /// The executable `name`, or nil when it was not built.
    public static func url(_ name: String) -> URL? {
        let url = directory.appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }
}
