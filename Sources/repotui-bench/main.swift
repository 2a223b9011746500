// repotui-bench [samples] [count …]: prints the in-process figures Scripts/bench tabulates.
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let samples = arguments.first ?? 200
let counts = arguments.count > 1 ? Array(arguments.dropFirst()) : [10_000, 100_000]
for line in try InProcessBenchmarks(samples: samples).run(counts: counts) {
    print(line)
}
