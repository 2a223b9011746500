import Foundation

/// `2011-01-26T19:21:12Z`: a date in UTC to whole seconds (rounded down), written without a
/// formatter — the proleptic Gregorian calendar from the day count (Howard Hinnant's
/// `civil_from_days`), as `JSONEncoder`'s `.iso8601` strategy prints it.
public enum UTCTimestamp {
    public static func append<Sink: ByteSink & ~Copyable>(_ date: Date, to bytes: inout Sink) {
        let seconds = Int64(floor(date.timeIntervalSince1970))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        number(year, width: 4, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        number(month, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        number(day, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "T"))
        number(secondOfDay / 3_600, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        number(secondOfDay / 60 % 60, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        number(secondOfDay % 60, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "Z"))
    }

    public static func string(_ date: Date) -> String {
        var bytes: [UInt8] = []
        append(date, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Year, month (1–12) and day (1–31) of the day `days` after 1970-01-01.
    private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Zero-padded to `width` digits (a year beyond 9999 keeps all of its digits).
    private static func number<Sink: ByteSink & ~Copyable>(_ value: Int64, width: Int, to bytes: inout Sink) {
        let limit: Int64 = width == 4 ? 10_000 : 100
        guard value >= 0, value < limit else {
            var digits = String(value)
            for _ in digits.utf8.count..<max(width, digits.utf8.count) { bytes.append(UInt8(ascii: "0")) }
            digits.withUTF8 { bytes.append($0) }
            return
        }
        // Every field but a far year: digits by arithmetic, no string per field.
        var divisor = limit / 10
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }
}
