import Foundation

/// A write's JSON body, read field by field with the type checks GitHub's request schema makes:
/// an unreadable body is 400 "Problems parsing JSON", a field of the wrong type 422 "Invalid
/// request". Unknown fields are ignored, as GitHub ignores them.
struct WriteBody: Sendable {
    enum Problem: Error, Equatable {
        case unparsable
        /// `field` holds `value`, which `reason` says is wrong ("is not a boolean").
        case invalid(field: String, value: JSONInput, reason: String)
        case missing(field: String)

        func response(documentation: String) -> StubResponse {
            switch self {
            case .unparsable:
                return .json(WireFormat.basicError("Problems parsing JSON", status: 400, documentation: documentation), status: 400)
            case .invalid(let field, let value, let reason):
                let message = "Invalid request.\n\nFor 'properties/\(field)', \(value.quoted) \(reason)."
                return .json(WireFormat.basicError(message, status: 422, documentation: documentation), status: 422)
            case .missing(let field):
                let message = "Invalid request.\n\n\"\(field)\" wasn't supplied."
                return .json(WireFormat.basicError(message, status: 422, documentation: documentation), status: 422)
            }
        }
    }

    let members: [String: JSONInput]

    init(_ body: Data) throws(Problem) {
        guard let members = JSONInput.object(from: body) else { throw .unparsable }
        self.members = members
    }

    func bool(_ field: String) throws(Problem) -> Bool? {
        switch members[field] {
        case nil: return nil
        case .bool(let value): return value
        case let value?: throw .invalid(field: field, value: value, reason: "is not a boolean")
        }
    }

    func string(_ field: String) throws(Problem) -> String? {
        switch members[field] {
        case nil: return nil
        case .string(let value): return value
        case let value?: throw .invalid(field: field, value: value, reason: "is not a string")
        }
    }

    /// A text that `null` clears: nil when absent, `.some(nil)` for `null`.
    func clearableString(_ field: String) throws(Problem) -> String?? {
        if members[field] == .null { return .some(nil) }
        return try string(field).map { .some($0) }
    }

    func requiredStrings(_ field: String) throws(Problem) -> [String] {
        switch members[field] {
        case nil:
            throw .missing(field: field)
        case .array(let values):
            return try values.map { value throws(Problem) in
                guard case .string(let text) = value else {
                    throw .invalid(field: field + "/items", value: value, reason: "is not a string")
                }
                return text
            }
        case let value?:
            throw .invalid(field: field, value: value, reason: "is not an array")
        }
    }

    func requiredString(_ field: String) throws(Problem) -> String {
        guard let value = try string(field) else { throw .missing(field: field) }
        return value
    }
}
