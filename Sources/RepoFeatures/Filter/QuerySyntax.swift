/// The query language in examples, for `?` help and `--help`: each example reads without a
/// problem (tested), and the README's table shows them all (tested).
enum QuerySyntax {
    static let examples: [(example: String, meaning: String)] = [
        ("serv", "in the name, description, language or topics"),
        ("~hw", "fuzzy: the letters in order (Hello-World)"),
        ("\"two words\"", "a phrase"),
        ("-legacy", "not: any term with - before it"),
        ("lang:swift", "language, any case"),
        ("topic:cli", "a topic"),
        ("license:mit", "licence key, SPDX id or name"),
        ("owner:apple", "the owner's login"),
        ("stars:>100", "also >=, <, <=, 10..50, *..9, 1.5k"),
        ("forks:>=5", "forks, like stars"),
        ("size:<1mb", "size: kB, or kb mb gb"),
        ("pushed:<1y", "within the last year (h d w m y)"),
        ("pushed:>2025-01-01", "after that UTC day"),
        ("created:2024", "in 2024; 2024-06, a..b work too"),
        ("updated:1w..1m", "between a week and a month ago"),
        ("is:fork", "fork, source, archived, template, mirror, private, public"),
        ("is:dirty", "of a clone on disk: cloned, dirty, ahead, behind, local-only"),
        ("ci:failure", "the default branch's latest run: success, failure, pending, none"),
    ]
}
