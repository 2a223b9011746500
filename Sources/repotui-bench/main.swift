import Foundation

// repotui-bench [samples] [count …] [page.json]: prints the in-process figures Scripts/bench
// tabulates; with a listing page saved from the stub, its decoding too.
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let samples = arguments.first ?? 200
let counts = arguments.count > 1 ? Array(arguments.dropFirst()) : [10_000, 100_000]
let page = CommandLine.arguments.dropFirst().first { $0.hasSuffix(".json") }.map { URL(fileURLWithPath: $0) }
for line in try InProcessBenchmarks(samples: samples).run(counts: counts, page: page) {
    print(line)
}
