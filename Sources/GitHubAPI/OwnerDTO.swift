/// The `owner` object inside a repository (GitHub's `simple-user`), only the fields we show.
public struct OwnerDTO: Codable, Sendable, Hashable {
    public var login: String
    public var id: Int64
    public var avatarURL: String?
    public var htmlURL: String?
    /// `User` or `Organization`.
    public var type: String?

    enum CodingKeys: String, CodingKey {
        case login, id, type
        case avatarURL = "avatar_url"
        case htmlURL = "html_url"
    }

    public init(login: String, id: Int64, avatarURL: String? = nil, htmlURL: String? = nil, type: String? = nil) {
        self.login = login
        self.id = id
        self.avatarURL = avatarURL
        self.htmlURL = htmlURL
        self.type = type
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(login, forKey: .login)
        try container.encode(id, forKey: .id)
        try container.encode(avatarURL, forKey: .avatarURL)
        try container.encode(htmlURL, forKey: .htmlURL)
        try container.encodeIfPresent(type, forKey: .type)
    }
}
