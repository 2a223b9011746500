import Foundation
import RepoCore

/// Repositories that look like a large organisation's: varied names, descriptions, languages
/// and topics, from a fixed seed so every run measures the same data.
enum GeneratedRepositories {
    static let owner = Owner(login: "bench-org", id: 1, avatarURL: "https://avatars.githubusercontent.com/u/1")
    static let words = ["service", "api", "gateway", "billing", "search", "index", "auth", "client", "sdk", "docs",
                        "infra", "deploy", "metrics", "logging", "cache", "queue", "worker", "portal", "mobile", "web"]
    static let languages = ["Swift", "Go", "Rust", "TypeScript", "Python", "Kotlin", "Java", "C++", "Ruby", nil]

    static func make(count: Int) -> [Repository] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let now = Date(timeIntervalSince1970: 1_793_534_400)
        return (0..<count).map { index in
            let first = words[next() % words.count], second = words[next() % words.count]
            let name = "\(first)-\(second)-\(index)"
            let description = "The \(words[next() % words.count]) \(first) for \(words[next() % words.count]) teams"
            return Repository(
                id: RepoID(Int64(index + 1)), name: name, fullName: "bench-org/\(name)", owner: owner,
                description: index % 7 == 0 ? nil : description, htmlURL: "https://github.com/bench-org/\(name)",
                language: languages[next() % languages.count], stargazersCount: next() % 5_000,
                forksCount: next() % 300, topics: [words[next() % words.count], second],
                createdAt: now.addingTimeInterval(-Double(next() % 100_000_000)),
                updatedAt: now.addingTimeInterval(-Double(next() % 10_000_000)),
                pushedAt: index % 11 == 0 ? nil : now.addingTimeInterval(-Double(next() % 10_000_000)),
                isFork: index % 9 == 0, isArchived: index % 13 == 0)
        }
    }
}
