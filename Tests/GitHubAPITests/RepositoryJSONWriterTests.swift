import Foundation
@testable import GitHubAPI
import RepoCore
import TestSupport
import Testing

/// `--json` written straight from the rows must be exactly what `JSONEncoder` printed for
/// GitHub's DTOs: compared byte for byte, and parsed back field by field, on hostile generated
/// data and on the real fixtures.
@Suite struct RepositoryJSONWriterTests {
    /// Text no one would choose: every control character, quotes, backslashes, slashes, emoji,
    /// right-to-left text, combining marks, line and paragraph separators, 400-character runs.
    static let hostile: [String] = [
        "", "plain", "quote \" and backslash \\ and slash /", "tab\tnew\nline\rreturn",
        String((0..<32).map { Character(Unicode.Scalar($0)!) }), "\u{7F}del", "👨‍👩‍👧 family 🏳️‍🌈",
        "עברית ומילים ‏RTL‏", "e\u{301}\u{302} combining", "line\u{2028}separator\u{2029}", "\u{FEFF}bom",
        String(repeating: "long ", count: 80), "\u{1B}[31mred\u{1B}[0m", "<script>&amp;</script>",
    ]

    static func repositories(count: Int, seed: UInt64) -> [Repository] {
        var random = SeededGenerator(seed: seed)
        func text() -> String { hostile.randomElement(using: &random)! }
        func optionalText() -> String? { Bool.random(using: &random) ? nil : text() }
        func date() -> Date? {
            Bool.random(using: &random) ? nil
                : Date(timeIntervalSince1970: Double(Int64.random(in: -2_000_000_000...4_000_000_000, using: &random)))
        }
        return (0..<count).map { index in
            Repository(
                id: RepoID(Int64.random(in: 1...Int64.max, using: &random)), name: text(), fullName: text() + "/" + text(),
                owner: Owner(login: text(), id: Int64.random(in: 0...9_999_999_999, using: &random), avatarURL: text(),
                             htmlURL: optionalText(), isOrganization: Bool.random(using: &random)),
                description: optionalText(), htmlURL: text(), gitURL: optionalText(), cloneURL: optionalText(),
                sshURL: optionalText(), homepage: optionalText(), language: optionalText(),
                stargazersCount: Int.random(in: 0...Int(Int32.max), using: &random),
                forksCount: Int.random(in: 0...1_000_000, using: &random), watchersCount: index,
                openIssuesCount: Int.random(in: 0...100, using: &random),
                license: Bool.random(using: &random) ? nil : License(key: optionalText(), name: text(), spdxID: optionalText()),
                topics: (0..<Int.random(in: 0...4, using: &random)).map { _ in text() }, defaultBranch: optionalText(),
                sizeKB: Int.random(in: 0...10_000_000, using: &random), createdAt: date(), updatedAt: date(), pushedAt: date(),
                isFork: Bool.random(using: &random), isArchived: Bool.random(using: &random),
                isTemplate: Bool.random(using: &random), isPrivate: Bool.random(using: &random), mirrorURL: optionalText(),
                starredAt: Bool.random(using: &random) ? date() : nil)
        }
    }

    @Test(arguments: [1 as UInt64, 2, 3, 4, 5])
    func hostileRowsAreWrittenByteForByteAsJSONEncoderWroteThem(seed: UInt64) throws {
        let repositories = Self.repositories(count: 200, seed: seed)
        let written = RepositoryJSON.encode(repositories)
        let foundation = try RepositoryJSON.encodeWithFoundation(repositories)

        #expect(String(decoding: written, as: UTF8.self) == String(decoding: foundation, as: UTF8.self))
        // And field by field, through a JSON parser that knows nothing of either writer.
        let parsed = try #require(try JSONSerialization.jsonObject(with: written) as? [[String: Any]])
        let reference = try #require(try JSONSerialization.jsonObject(with: foundation) as? [[String: Any]])
        #expect(parsed.count == reference.count)
        for (mine, theirs) in zip(parsed, reference) {
            #expect(mine.keys.sorted() == theirs.keys.sorted())
            for key in theirs.keys {
                // Each field as the parser read it, printed back in one canonical form.
                let field = { (object: [String: Any]) in
                    try JSONSerialization.data(withJSONObject: [object[key] ?? NSNull()], options: [.sortedKeys])
                }
                #expect(try field(mine) == field(theirs), "\(key)")
            }
        }
        #expect(try RepositoryJSON.decode(written).map(\.id) == repositories.map(\.id))
    }

    @Test func anEmptyListIsWrittenAsJSONEncoderWritesIt() throws {
        #expect(try RepositoryJSON.encode([]) == RepositoryJSON.encodeWithFoundation([]))
    }

    @Test func theRealFixturesRoundTripByteForByte() throws {
        for name in ["openapi-examples/users-username-repos.200.minimal-repository-items.json",
                     "openapi-examples/orgs-org-repos.200.minimal-repository-items.json"] {
            let repositories = try RepositoryJSON.decode(try Fixtures.data(name))
            #expect(!repositories.isEmpty)
            #expect(try RepositoryJSON.encode(repositories) == RepositoryJSON.encodeWithFoundation(repositories), "\(name)")
        }
    }

    /// Streamed, the bytes are the same whatever the chunk size, and a chunk is only ever cut
    /// after a whole repository (or the closing bracket).
    @Test(arguments: [1, 700, 1 << 16])
    func chunksJoinToTheWholeDocumentAndEndAfterARepository(chunkSize: Int) throws {
        let repositories = Self.repositories(count: 60, seed: 9)
        var chunks: [[UInt8]] = []
        RepositoryJSON.write(repositories, chunkSize: chunkSize) { chunks.append(Array($0)) }

        #expect(Data(chunks.joined()) == RepositoryJSON.encode(repositories))
        #expect(try Data(chunks.joined()) == RepositoryJSON.encodeWithFoundation(repositories))
        #expect(chunks.dropLast().allSatisfy { $0.last == UInt8(ascii: "}") })
        #expect(chunks.last?.last == UInt8(ascii: "]"))
        if chunkSize == 1 { #expect(chunks.count == repositories.count + 1) }
    }

    @Test func numbersAreWrittenAsStringPrintsThem() {
        let values: [Int] = [0, 1, 9, 10, 99, 100, 1_234_567, -1, -10, -987_654_321, Int.max, Int.min]
        for value in values {
            var bytes: [UInt8] = []
            JSONNumberDigits.append(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == String(value))
        }
        var wide: [UInt8] = []
        JSONNumberDigits.append(Int64.min, to: &wide)
        #expect(String(decoding: wide, as: UTF8.self) == String(Int64.min))
    }

    /// Far past its first room, one byte or a run at a time: every byte kept, in order.
    @Test func theOutputBufferGrowsAndKeepsEveryByte() {
        var buffer = OutputBuffer(capacity: 1)
        var expected: [UInt8] = []
        for round in 0..<400 {
            let run = (0..<(round % 37)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ round) }
            run.withUnsafeBufferPointer { buffer.append($0) }
            expected.append(contentsOf: run)
            buffer.append(UInt8(truncatingIfNeeded: round))
            expected.append(UInt8(truncatingIfNeeded: round))
            if round == 200 {
                buffer.removeAll()
                expected.removeAll()
            }
        }
        #expect(buffer.count == expected.count)
        #expect(buffer.withBytes { Array($0) } == expected)
    }
}
