import Foundation
import TestSupport
import Testing
@testable import MarkdownText

/// Issue 14, item 11: no word of a real README is lost, at any width. The corpus is the README
/// of every package in the local mirror the build resolves from — text nobody here wrote, read
/// on the fly and never committed.
@Suite struct RealReadmeCorpusTests {
    static let mirror = URL(filePath: "/opt/swift-packages")

    /// `OWNER/NAME.git` of every package in the mirror.
    static let packages: [String] = {
        let owners = (try? FileManager.default.contentsOfDirectory(atPath: mirror.path)) ?? []
        return owners.sorted().flatMap { owner in
            let repositories = (try? FileManager.default.contentsOfDirectory(atPath: mirror.appending(path: owner).path)) ?? []
            return repositories.sorted().filter { $0.hasSuffix(".git") }.map { "\(owner)/\($0)" }
        }
    }()

    static func readme(of package: String) async -> String? {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = ["git", "-C", mirror.appending(path: package).path, "show", "HEAD:README.md"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let (status, data) = await process.output(of: output)
        guard status == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    @Test func theMirrorHoldsACorpusWorthTheName() async {
        var readable = 0
        for package in Self.packages where await Self.readme(of: package) != nil { readable += 1 }
        #expect(readable >= 20, "the package mirror at \(Self.mirror.path)")
    }

    @Test(arguments: packages)
    func everyWordOfTheREADMEIsShownAtWidths40_80And200(package: String) async {
        guard let markdown = await Self.readme(of: package) else { return }
        let words = SourceWords.of(markdown)
        // Seconds of a core for a long README: on a thread of its own, never holding one of the
        // suite's shared threads that the in-process stubs need.
        let lost = await onOwnThread {
            [40, 80, 200].map { width in
                let shown = SourceWords.shownText(MarkdownRenderer.render(markdown, width: width).map(\.text))
                return (width: width, missing: words.filter { !shown.contains($0) })
            }
        }
        for (width, missing) in lost {
            #expect(missing.isEmpty, "at \(width) columns \(missing.count) of \(words.count) words are lost: \(missing.sorted().prefix(12).joined(separator: " "))")
        }
    }
}

/// The words a reader must find on screen: runs of letters and digits in the source, less the
/// markup around them (HTML tags and comments, image addresses, in-page anchors, reference
/// labels and definitions, entities, the language named on a code fence, an alert's marker), which a terminal has no use for.
enum SourceWords {
    static func of(_ markdown: String) -> Set<String> {
        var text = markdown
        let markup = [
            #"<!--[\s\S]*?-->"#,                          // comments
            #"</?[A-Za-z][^>]*>"#,                        // tags and their attributes
            #"!\[([^\]]*)\]\([^)]*\)"#,                   // an image's address (its alt stays)
            #"\]\(#[^)]*\)"#,                             // in-page anchors
            #"(?m)^ {0,3}\[[^\]]+\]:.*$"#,                // reference definitions
            #"&[A-Za-z0-9#]+;"#,                          // entities
            #"(?m)^\s*(`{3,}|~{3,}).*$"#,                  // code fences and their info strings
            #"\]\[[^\]]*\]"#,                              // a reference link's label
            #"mailto:"#,                                  // the scheme of an address shown as text
            #"(?i)\[!(note|tip|important|warning|caution)\]"#, // an alert's marker, shown as its title
        ]
        for pattern in markup {
            let replacement = pattern.hasPrefix("!") ? "$1" : (pattern.hasPrefix(#"\]"#) ? "]" : " ")
            text = text.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
        }
        var words = Set<String>()
        var word = ""
        for character in text {
            if character.isLetter || character.isNumber {
                word.append(character)
            } else {
                if word.count >= 2 { words.insert(word) }
                word = ""
            }
        }
        if word.count >= 2 { words.insert(word) }
        return words
    }

    /// The rendering as text to search: each line less its indentation and quote gutter, joined
    /// without a space so a word broken across two lines is still found (a code line's
    /// continuation mark is not part of the text); then each table column read top to bottom,
    /// so a word broken inside a cell is found too.
    static func shownText(_ lines: [String]) -> String {
        let prose = lines.map { line in
            line.drop { $0 == " " || $0 == "│" || $0 == "↪" }.replacingOccurrences(of: "↪", with: "")
        }.joined()
        var columns = ""
        var table: [[Substring]] = []
        for line in lines + [""] {
            if line.contains("│") {
                table.append(line.split(separator: "│", omittingEmptySubsequences: false))
                continue
            }
            let count = table.map(\.count).max() ?? 0
            for column in 0..<count {
                columns += table.map { $0.indices.contains(column) ? $0[column].trimmingCharacters(in: .whitespaces) : "" }.joined()
                columns += "\n"
            }
            table = []
        }
        return prose + "\n" + columns
    }
}
