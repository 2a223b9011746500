import Foundation
import Testing
@testable import RepoFeatures

/// Issue 29, item 4: the `/` query language in GitHub's search syntax, and what cannot be sent
/// said in the query's own words.
@Suite struct GitHubSearchSyntaxTests {
    /// 2026-11-27 12:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_780_800)

    static func translated(_ text: String) -> GitHubSearchSyntax {
        GitHubSearchSyntax(typed: text, now: now)
    }

    @Test func qualifiersBecomeGitHubsAndWordsStayWords() {
        #expect(Self.translated(#"lang:swift topic:cli license:mit owner:apple "two words" serv"#) == GitHubSearchSyntax(
            query: #"language:swift topic:cli license:mit user:apple "two words" serv"#, unsent: []))
    }

    @Test func rangesAreWrittenAsGitHubWritesThem() {
        #expect(Self.translated("stars:>100 forks:<=5 size:10..50 stars:7").query == "stars:>=101 forks:<=5 size:10..50 stars:7")
        #expect(Self.translated("created:2024 pushed:>2025-01-01").query == "created:2024-01-01..2024-12-31 pushed:>=2025-01-02")
        #expect(Self.translated("pushed:<1w").query == "pushed:>=2026-11-20")
    }

    @Test func kindsAndTheirOppositesUseGitHubsQualifiers() {
        #expect(Self.translated("is:fork is:archived is:template is:mirror is:private").query
            == "fork:only archived:true template:true mirror:true is:private")
        #expect(Self.translated("-is:fork -is:archived is:source -is:public -lang:go -legacy").query
            == "fork:false archived:false fork:false is:private -language:go NOT legacy")
    }

    @Test func whatGitHubCannotBeAskedIsSaidAndTheRestIsSent() {
        #expect(Self.translated("is:dirty ~hw lang:rust is:cloned stars:>>5").query == "language:rust")
        #expect(Self.translated("is:dirty ~hw lang:rust is:cloned stars:>>5").unsent == [
            "is:dirty (clones are known only on this machine)",
            "~hw (GitHub's search has no fuzzy matching)",
            "is:cloned (clones are known only on this machine)",
        ] + RepoQuery.parse("stars:>>5", now: Self.now).problems)
    }

    @Test func ciIsAskedPerRepositoryAndNeverSent() {
        #expect(Self.translated("ci:failure lang:go") == GitHubSearchSyntax(
            query: "language:go", unsent: ["ci:failure (GitHub's search cannot ask about workflow runs)"]))
    }

    @Test func aQueryOfOnlyLocalTermsSendsNothing() {
        #expect(Self.translated("is:dirty").query.isEmpty)
        #expect(Self.translated("   ").query.isEmpty)
    }
}
