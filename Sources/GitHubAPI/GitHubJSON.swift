import Foundation

/// The JSON conventions of GitHub's REST API: ISO-8601 UTC timestamps such as
/// `2011-01-26T19:01:12Z` (fractional seconds accepted when reading).
enum GitHubJSON {
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = parseDate(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "not an ISO 8601 date-time")
            }
            return date
        }
        return decoder
    }

    /// Pretty-printed with sorted keys, so the same repositories always print the same bytes.
    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    static func parseDate(_ text: String) -> Date? {
        if let date = GitHubTimestamp.parse(text) { return date }
        if let date = try? Date(text, strategy: .iso8601) { return date }
        let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        return try? withFraction.parse(text)
    }
}
