/// One of GitHub's `contributor`s; anonymous ones (no account) have no login.
struct ContributorDTO: Decodable, Sendable {
    var login: String?
    var contributions: Int
}
