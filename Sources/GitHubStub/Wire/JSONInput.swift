import Foundation

/// A request body's JSON as sent, each value with its JSON type kept: the write endpoints tell
/// a missing field from `null`, and `true` from `1`, as GitHub's schema validation does.
enum JSONInput: Decodable, Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONInput])
    case object([String: JSONInput])

    /// The body as a JSON object; nil when it does not parse or is not an object (GitHub's 400
    /// "Problems parsing JSON"). An empty body reads as `{}`.
    static func object(from body: Data) -> [String: JSONInput]? {
        guard !body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else { return [:] }
        guard case .object(let members)? = try? JSONDecoder().decode(JSONInput.self, from: body) else { return nil }
        return members
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Bool before numbers: JSONDecoder will not read `1` as a Bool, nor `true` as a number.
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONInput].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONInput].self))
        }
    }

    /// The value as GitHub quotes it in "Invalid request" messages (`"yes"`, `1`, `nil`).
    var quoted: String {
        switch self {
        case .null: "nil"
        case .bool(let value): String(value)
        case .number(let value): value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .string(let value): JSONValue.string(value).serialized()
        case .array(let values): "[" + values.map(\.quoted).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\"=>\($0.value.quoted)" }.joined(separator: ", ") + "}"
        }
    }
}
