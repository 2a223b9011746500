import Foundation

/// GitHub's `validation-error`: the first error's own message, else its field and code.
struct ValidationErrorDTO: Decodable {
    struct Detail: Decodable {
        var field: String?
        var code: String?
        var message: String?
    }
    var message: String?
    var errors: [Detail]?

    static func message(in body: Data) -> String? {
        guard let decoded = try? JSONDecoder().decode(ValidationErrorDTO.self, from: body) else { return nil }
        if let detail = decoded.errors?.first {
            if let message = detail.message, !message.isEmpty { return message }
            if let field = detail.field { return "\(field) is \(detail.code ?? "invalid")" }
        }
        return decoded.message
    }
}
