import Foundation

/// A JSON document with ordered object keys, written the way GitHub writes it: compact, keys
/// in a fixed order, `null` spelled out, non-ASCII text as UTF-8.
///
/// The stub writes its own JSON rather than using Codable so that bytes (and so ETags) are
/// identical across runs and platforms, and so it stays an implementation independent of the
/// client's decoder.
indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    static func int(_ value: Int) -> JSONValue { .integer(Int64(value)) }

    func serialized() -> String {
        var output = ""
        write(to: &output)
        return output
    }

    var data: Data { Data(serialized().utf8) }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .integer(let value): output += String(value)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    /// RFC 8259 escaping: quote, backslash and every control character (C0, DEL and C1 are
    /// escaped so hostile data survives any transport byte-exact).
    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
