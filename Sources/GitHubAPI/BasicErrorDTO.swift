import Foundation

/// GitHub's `basic-error` body: `{"message": …, "documentation_url": …, "status": "404"}`.
/// Only `message` matters to us; the rest varies between API generations.
struct BasicErrorDTO: Decodable {
    var message: String?

    /// The message when `body` is a basic-error object with a string message, else nil.
    static func message(in body: Data) -> String? {
        guard let decoded = try? JSONDecoder().decode(BasicErrorDTO.self, from: body),
            let message = decoded.message?.trimmingCharacters(in: .whitespacesAndNewlines),
            !message.isEmpty
        else { return nil }
        return message
    }
}
