import RepoCore
import Testing
@testable import RepoFeatures

/// Tab in the filter: qualifier names, and values from the data with their counts.
struct QueryCompletionTests {
    static let repositories: [Repository] = {
        func make(_ id: Int64, _ language: String?, topics: [String] = [], fork: Bool = false) -> Repository {
            var repository = Fixtures.repository(id: id, name: "r\(id)", language: language, isFork: fork)
            repository.topics = topics
            return repository
        }
        return [make(1, "Swift", topics: ["cli"]), make(2, "Swift", topics: ["cli", "server"]), make(3, "SwiftUI"),
                make(4, "Go", fork: true), make(5, "Objective-C++"), make(6, nil, topics: ["ci"])]
    }()

    static func complete(_ text: String, cursor: Int? = nil) -> LineEditor? {
        QueryCompletion.complete(text: text, cursor: cursor ?? text.count) { QueryCompletion.values(of: $0, in: repositories) }
    }

    static func candidates(_ text: String) -> [QueryCompletion.Candidate] {
        QueryCompletion.candidates(text: text, cursor: text.count) { QueryCompletion.values(of: $0, in: repositories) }.candidates
    }

    @Test func aQualifierNameCompletesWithItsColon() {
        #expect(Self.complete("la") == LineEditor(text: "lang:", cursor: 5))
        #expect(Self.complete("serv -to") == LineEditor(text: "serv -topic:", cursor: 12))
        #expect(Self.candidates("s") == [.init(text: "stars:", count: nil), .init(text: "size:", count: nil)])
        #expect(Self.complete("s") == nil)
    }

    @Test func aValueCompletesFromTheDataMostCommonFirst() {
        #expect(Self.candidates("lang:sw") == [.init(text: "lang:swift", count: 2), .init(text: "lang:swiftui", count: 1)])
        // Both start "swift": Tab goes as far as they agree.
        #expect(Self.complete("lang:sw") == LineEditor(text: "lang:swift", cursor: 10))
        #expect(Self.complete("lang:g stars:>1", cursor: 6) == LineEditor(text: "lang:go stars:>1", cursor: 8))
        #expect(Self.complete("topic:se") == LineEditor(text: "topic:server ", cursor: 13))
        #expect(Self.complete("-is:f") == LineEditor(text: "-is:fork ", cursor: 9))
        #expect(Self.candidates("topic:c") == [.init(text: "topic:cli", count: 2), .init(text: "topic:ci", count: 1)])
    }

    @Test func freeWordsNumbersAndDatesHaveNothingToComplete() {
        #expect(Self.complete("serv") == nil)
        #expect(Self.complete("stars:>1") == nil)
        #expect(Self.complete("pushed:<1") == nil)
        #expect(Self.complete("") == nil)
        #expect(Self.complete("lang:zz") == nil)
    }
}
