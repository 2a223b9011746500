import Foundation
import RepoCore
import RepoTUI

/// Issue 27's scan figures: `count` real clones (git clone of one local bare repository, one a
/// dirty file), read with `git status` one after another — the baseline — then by
/// `CloneStateScanner` four at a time with nothing remembered (cold), then again with every
/// `.git` unchanged (warm). Each figure is the whole scan, median of `rounds`.
struct CloneScanBenchmark {
    let count: Int
    let rounds: Int

    enum Failure: Error { case git([String]) }

    func run() async throws -> [String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("repotui-clone-bench-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let paths = try await makeClones(under: root)
        let environment = ProcessInfo.processInfo.environment
        let reader = CloneStateReader(environment: environment)

        var serial: [Double] = [], cold: [Double] = [], warm: [Double] = []
        for _ in 0..<rounds {
            serial.append(try await timed {
                for path in paths where await reader.read(at: path).facts == nil { throw Failure.git(["status", path]) }
            })
            let scanner = CloneStateScanner(reader: reader)
            let clones = paths.enumerated().map { (id: $0.offset, path: $0.element) }
            cold.append(try await timed { try await Self.scan(clones, with: scanner) })
            warm.append(try await timed { try await Self.scan(clones, with: scanner) })
        }
        return [
            line("clone-scan-serial", serial), line("clone-scan-cold", cold), line("clone-scan-warm", warm),
        ] + (try await KeysDuringScan(clones: paths, reader: reader).run())
    }

    private static func scan(_ clones: [(id: Int, path: String)], with scanner: CloneStateScanner) async throws {
        let heard = Counter()
        await scanner.read(clones, refresh: false) { heard.add($0.count) }
        guard heard.total == clones.count else { throw Failure.git(["scan", "\(heard.total) of \(clones.count)"]) }
    }

    private func makeClones(under root: String) async throws -> [String] {
        let seed = root + "/seed", bare = root + "/remote.git"
        try FileManager.default.createDirectory(atPath: seed, withIntermediateDirectories: true)
        try await git(["init", "-q", "-b", "main", seed])
        try "hello\n".write(toFile: seed + "/README.md", atomically: true, encoding: .utf8)
        try await git(["-C", seed, "add", "README.md"])
        try await git(["-C", seed, "-c", "user.name=b", "-c", "user.email=b@example.com", "commit", "-qm", "first"])
        try await git(["clone", "-q", "--bare", seed, bare])
        let paths = (0..<count).map { String(format: "%@/clones/repo-%05d", root, $0) }
        // Four at a time: the setup is not what is measured.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, path) in paths.enumerated() {
                if index >= 4 { try await group.next() }
                group.addTask { try await git(["clone", "-q", bare, path]) }
            }
            try await group.waitForAll()
        }
        try "changed\n".write(toFile: paths[0] + "/README.md", atomically: true, encoding: .utf8)
        return paths
    }

    private func git(_ arguments: [String]) async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure.git(arguments) }
    }

    private func timed(_ body: () async throws -> Void) async throws -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try await body()
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
    }

    /// name, clones, median, min and max in milliseconds — as `InProcessBenchmarks` prints.
    private func line(_ name: String, _ times: [Double]) -> String {
        let sorted = times.sorted()
        return String(format: "%@ %d %.1f %.1f %.1f", name, count, sorted[sorted.count / 2], sorted.first ?? 0, sorted.last ?? 0)
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add(_ number: Int) { lock.withLock { count += number } }
        var total: Int { lock.withLock { count } }
    }
}
