import Foundation
import Testing
@testable import RepoFeatures

/// The `/` prompt's text read as a query: every form the README documents, and what it says
/// about text it cannot read.
struct QueryParserTests {
    typealias Term = RepoQuery.Term

    static func parse(_ text: String) -> RepoQuery {
        QueryParser.parse(text, now: Fixtures.now)
    }

    static func date(_ text: String) -> Date {
        try! Date(text, strategy: .iso8601)
    }

    @Test(arguments: [
        ("serv", [Term(.text("serv", fuzzy: false))]),
        ("Swift NIO", [Term(.text("swift", fuzzy: false)), Term(.text("nio", fuzzy: false))]),
        ("\"event driven\" -legacy", [Term(.text("event driven", fuzzy: false)), Term(.text("legacy", fuzzy: false), negated: true)]),
        ("~sap", [Term(.text("sap", fuzzy: true))]),
        ("\"~literal\"", [Term(.text("~literal", fuzzy: false))]),
        ("lang:Swift -lang:go language:\"Objective-C\"",
         [Term(.language("swift")), Term(.language("go"), negated: true), Term(.language("objective-c"))]),
        ("topic:cli license:MIT owner:Apple", [Term(.topic("cli")), Term(.license("mit")), Term(.owner("apple"))]),
        ("stars:>100 stars:>=1k stars:<10 stars:<=5 stars:10..50 stars:7 stars:1.5k..* forks:*..3",
         [Term(.stars(101...Int.max)), Term(.stars(1_000...Int.max)), Term(.stars(Int.min...9)), Term(.stars(Int.min...5)),
          Term(.stars(10...50)), Term(.stars(7...7)), Term(.stars(1_500...Int.max)), Term(.forks(Int.min...3))]),
        ("size:<1mb size:>500 size:2gb..*", [Term(.size(Int.min...1_023)), Term(.size(501...Int.max)), Term(.size(2_097_152...Int.max))]),
        ("is:fork -is:archived is:TEMPLATE is:source",
         [Term(.kind(.fork)), Term(.kind(.archived), negated: true), Term(.kind(.template)), Term(.kind(.source))]),
        ("is:cloned -is:dirty is:Ahead is:behind",
         [Term(.clone(.cloned)), Term(.clone(.dirty), negated: true), Term(.clone(.ahead)), Term(.clone(.behind))]),
        ("https://github.com", [Term(.text("https://github.com", fuzzy: false))]),
        ("- a", [Term(.text("a", fuzzy: false))]),
    ])
    func termsReadAsWritten(text: String, terms: [Term]) {
        #expect(Self.parse(text) == RepoQuery(terms: terms))
    }

    @Test func datesAreUTCDaysMonthsAndYearsAndAgesCountBackFromNow() {
        #expect(Self.parse("pushed:>2025-01-01 created:2024 updated:<=2025-06 pushed:2024-02..2024-03-15").terms == [
            Term(.pushed(DateInterval(start: Self.date("2025-01-02T00:00:00Z"), end: .distantFuture))),
            Term(.created(DateInterval(start: Self.date("2024-01-01T00:00:00Z"), end: Self.date("2025-01-01T00:00:00Z")))),
            Term(.updated(DateInterval(start: .distantPast, end: Self.date("2025-07-01T00:00:00Z")))),
            Term(.pushed(DateInterval(start: Self.date("2024-02-01T00:00:00Z"), end: Self.date("2024-03-16T00:00:00Z")))),
        ])
        // Fixtures.now is 2026-11-01 12:00 UTC.
        #expect(Self.parse("pushed:<1y created:>6m updated:1w..1m pushed:2d").terms == [
            Term(.pushed(DateInterval(start: Self.date("2025-11-01T12:00:00Z"), end: .distantFuture))),
            Term(.created(DateInterval(start: .distantPast, end: Self.date("2026-05-01T12:00:00Z")))),
            Term(.updated(DateInterval(start: Self.date("2026-10-01T12:00:00Z"), end: Self.date("2026-10-25T12:00:00Z")))),
            Term(.pushed(DateInterval(start: Self.date("2026-10-30T12:00:00Z"), end: .distantFuture))),
        ])
    }

    /// Half typed or wrong, a term is explained and filters nothing out; the rest still holds.
    @Test(arguments: [
        ("stars:>abc serv", [Term(.text("serv", fuzzy: false))], "stars: expects a number (>100, 10..50, >=1k)"),
        ("lang:", [], "lang: needs a value (lang:swift)"),
        ("stars:50..10", [], "50..10 is an empty range"),
        ("size:1tb", [], "size: expects a size (<1mb, >500 kB, 1gb..*)"),
        ("pushed:yesterday", [], "pushed: expects a date or an age (>2025-01-01, 2024, <1y)"),
        ("created:2025-02-30", [], "created: expects a date or an age (>2025-01-01, 2024, <1y)"),
        ("pushed:2025..2024", [], "2025..2024 ends before it starts"),
        ("is:secret", [], "is: fork, source, archived, template, mirror, private, public, cloned, dirty, ahead or behind"),
        ("lnag:swift", [Term(.text("lnag:swift", fuzzy: false))],
         "no qualifier “lnag:” — searched as text (? lists them)"),
    ])
    func whatDoesNotReadIsSaidAndFiltersNothing(text: String, terms: [Term], problem: String) {
        #expect(Self.parse(text) == RepoQuery(terms: terms, problems: [problem]))
    }

    @Test func aQueryNarrowsAnotherWhenItOnlyLengthensItsWordsOrAddsTerms() {
        #expect(Self.parse("lang:swift serv").narrows(Self.parse("lang:swift ser")))
        #expect(Self.parse("lang:swift ser stars:>5").narrows(Self.parse("lang:swift ser")))
        #expect(!Self.parse("stars:<10").narrows(Self.parse("stars:<1")))
        #expect(!Self.parse("-serv").narrows(Self.parse("-ser")))
        #expect(!Self.parse("stars:>1a").narrows(Self.parse("stars:>1")))
        #expect(!Self.parse("~swf").narrows(Self.parse("swf")))
    }

    @Test func withFuzzyWordsOnEveryUnquotedWordMatchesFuzzilyAndAPhraseStaysExact() {
        let query = QueryParser.parse("hw ~sk \"exact phrase\" -gone lang:go", now: Fixtures.now, fuzzyWords: true)

        #expect(query.terms == [
            RepoQuery.Term(.text("hw", fuzzy: true), negated: false),
            RepoQuery.Term(.text("sk", fuzzy: true), negated: false),
            RepoQuery.Term(.text("exact phrase", fuzzy: false), negated: false),
            RepoQuery.Term(.text("gone", fuzzy: true), negated: true),
            QueryParser.parse("lang:go", now: Fixtures.now).terms[0],
        ])
        #expect(QueryParser.parse("hw", now: Fixtures.now).terms == [RepoQuery.Term(.text("hw", fuzzy: false), negated: false)])
    }
}
