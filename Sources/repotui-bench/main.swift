import Foundation

// repotui-bench [samples] [count …] [page.json]: prints the in-process figures Scripts/bench
// tabulates; with a listing page saved from the stub, its decoding too.
// repotui-bench --clones COUNT [ROUNDS]: the clone-state scan's figures (CloneScanBenchmark).
// repotui-bench --activity [samples]: only issue 29's figures (a tab's first frame, a long thread).
if CommandLine.arguments.dropFirst().first == "--activity" {
    let samples = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }.first ?? 200
    for line in try InProcessBenchmarks(samples: samples).activity() { print(line) }
} else if CommandLine.arguments.dropFirst().first == "--clones" {
    let numbers = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
    for line in try await CloneScanBenchmark(count: numbers.first ?? 1_000, rounds: numbers.dropFirst().first ?? 3).run() {
        print(line)
    }
} else {
    let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
    let samples = arguments.first ?? 200
    let counts = arguments.count > 1 ? Array(arguments.dropFirst()) : [10_000, 100_000]
    let page = CommandLine.arguments.dropFirst().first { $0.hasSuffix(".json") }.map { URL(fileURLWithPath: $0) }
    for line in try InProcessBenchmarks(samples: samples).run(counts: counts, page: page) {
        print(line)
    }
}
