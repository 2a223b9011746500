/// `--generate-org NAME:COUNT`: an organisation of COUNT generated repositories
/// (`100000`, `100_000` and `100,000` all read as 100,000).
struct GeneratedOrganizationOption: Sendable, Equatable {
    var login: String
    var repositoryCount: Int

    init(_ argument: String) throws {
        guard let colon = argument.lastIndex(of: ":") else {
            throw OptionFormatError("expected NAME:COUNT, e.g. bench-org:10000")
        }
        let login = String(argument[..<colon])
        let digits = argument[argument.index(after: colon)...].filter { $0 != "_" && $0 != "," }
        guard !login.isEmpty else { throw OptionFormatError("the organisation needs a name, e.g. bench-org:10000") }
        guard let count = Int(digits), count >= 0 else {
            throw OptionFormatError("COUNT must be a whole number of repositories, e.g. bench-org:10000")
        }
        self.login = login
        self.repositoryCount = count
    }
}

/// An option value that does not read; ArgumentParser prints the description.
struct OptionFormatError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}
