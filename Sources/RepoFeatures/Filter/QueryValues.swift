import Foundation

/// What a qualifier's value means: `lang:swift`, `stars:>100`, `stars:10..50`, `size:<1mb`,
/// `pushed:<1y`, `pushed:>2025-01-01`, `created:2024`, `is:fork`.
enum QueryValues {
    struct Problem: Error, Equatable {
        var message: String
    }

    /// The test `key:value` asks for; nil when `key` is no qualifier.
    static func test(key: String, value: String, now: Date) -> Result<RepoQuery.Test, Problem>? {
        let value = value.lowercased()
        switch key {
        case "lang", "language": return word(value, key) { .language($0) }
        case "topic": return word(value, key) { .topic($0) }
        case "license": return word(value, key) { .license($0) }
        case "owner", "user", "org": return word(value, key) { .owner($0) }
        case "stars": return count(value, key).map { .stars($0) }
        case "forks": return count(value, key).map { .forks($0) }
        case "size": return size(value).map { .size($0) }
        case "pushed": return dates(value, key, now: now).map { .pushed($0) }
        case "created": return dates(value, key, now: now).map { .created($0) }
        case "updated": return dates(value, key, now: now).map { .updated($0) }
        case "ci":
            if let kind = RepoQuery.CIKind(rawValue: value) { return .success(.ci(kind)) }
            return .failure(Problem(message: "ci: success, failure, pending or none"))
        case "is":
            if let kind = RepoQuery.Kind(rawValue: value) { return .success(.kind(kind)) }
            if let kind = RepoQuery.CloneKind(rawValue: value) { return .success(.clone(kind)) }
            return .failure(Problem(
                message: "is: fork, source, archived, template, mirror, private, public, cloned, dirty, ahead or behind"))
        default: return nil
        }
    }

    private static func word(_ value: String, _ key: String, _ make: (String) -> RepoQuery.Test) -> Result<RepoQuery.Test, Problem> {
        value.isEmpty ? .failure(Problem(message: "\(key): needs a value (\(key):\(example(key)))")) : .success(make(value))
    }

    private static func example(_ key: String) -> String {
        switch key {
        case "topic": "cli"
        case "license": "mit"
        case "owner", "user", "org": "apple"
        default: "swift"
        }
    }

    // MARK: Numbers

    private static func count(_ value: String, _ key: String) -> Result<ClosedRange<Int>, Problem> {
        range(value, parse: number) ?? .failure(Problem(message: "\(key): expects a number (>100, 10..50, >=1k)"))
    }

    private static func size(_ value: String) -> Result<ClosedRange<Int>, Problem> {
        range(value, parse: kilobytes) ?? .failure(Problem(message: "size: expects a size (<1mb, >500 kB, 1gb..*)"))
    }

    /// `>n`, `>=n`, `<n`, `<=n`, `n..m` (either end `*`) or `n`, as an inclusive range; nil
    /// when a number does not read.
    private static func range(_ value: String, parse: (Substring) -> Int?) -> Result<ClosedRange<Int>, Problem>? {
        func bound(_ text: Substring, open: Int) -> Int? { text == "*" ? open : parse(text) }
        let lower: Int, upper: Int
        if let dots = value.range(of: "..") {
            guard let low = bound(value[..<dots.lowerBound], open: Int.min),
                  let high = bound(value[dots.upperBound...], open: Int.max) else { return nil }
            (lower, upper) = (low, high)
        } else if value.hasPrefix(">=") {
            guard let number = parse(value.dropFirst(2)) else { return nil }
            (lower, upper) = (number, Int.max)
        } else if value.hasPrefix("<=") {
            guard let number = parse(value.dropFirst(2)) else { return nil }
            (lower, upper) = (Int.min, number)
        } else if value.hasPrefix(">") {
            guard let number = parse(value.dropFirst()), number < Int.max else { return nil }
            (lower, upper) = (number + 1, Int.max)
        } else if value.hasPrefix("<") {
            guard let number = parse(value.dropFirst()), number > Int.min else { return nil }
            (lower, upper) = (Int.min, number - 1)
        } else {
            guard let number = parse(Substring(value)) else { return nil }
            (lower, upper) = (number, number)
        }
        guard lower <= upper else { return .failure(Problem(message: "\(value) is an empty range")) }
        return .success(lower...upper)
    }

    /// `1500`, `1.5k`, `2m`: a count as the list shows them.
    static func number(_ text: Substring) -> Int? {
        scaled(text, units: ["k": 1_000, "m": 1_000_000])
    }

    /// `500` (kB, GitHub's unit), `500kb`, `1mb`, `1.5gb`.
    static func kilobytes(_ text: Substring) -> Int? {
        scaled(text, units: ["kb": 1, "mb": 1_024, "gb": 1_024 * 1_024])
    }

    private static func scaled(_ text: Substring, units: [String: Double]) -> Int? {
        let digits = text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let unit = String(text.dropFirst(digits.count))
        guard !digits.isEmpty, let number = Double(digits), let scale = unit.isEmpty ? 1 : units[unit] else { return nil }
        let scaled = (number * scale).rounded()
        return scaled < 9e15 ? Int(scaled) : nil
    }

    // MARK: Dates

    private static func dates(_ value: String, _ key: String, now: Date) -> Result<DateInterval, Problem> {
        if let (from, until) = QueryDates.bounds(value, now: now) {
            guard from < until else { return .failure(Problem(message: "\(value) ends before it starts")) }
            return .success(DateInterval(start: from, end: until))
        }
        return .failure(Problem(message: "\(key): expects a date or an age (>2025-01-01, 2024, <1y)"))
    }
}
