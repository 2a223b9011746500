/// A write turned away, carrying the answer to send: lets a write's checks read top to bottom
/// as `try`s, each one free to end the request.
struct WriteRefusal: Error {
    var response: StubResponse

    init(_ response: StubResponse) {
        self.response = response
    }

    init(status: Int, message: String, documentation: String) {
        response = .json(WireFormat.basicError(message, status: status, documentation: documentation), status: status)
    }

    /// 422 `Validation Failed` about one field of the repository.
    static func invalid(field: String, code: String, message: String, documentation: String) -> WriteRefusal {
        WriteRefusal(.json(
            WireFormat.validationFailed(field: field, code: code, message: message, documentation: documentation), status: 422))
    }

    static func archived(documentation: String) -> WriteRefusal {
        WriteRefusal(status: 403, message: "Repository was archived so is read-only.", documentation: documentation)
    }
}
