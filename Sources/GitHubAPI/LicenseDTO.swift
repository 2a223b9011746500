/// GitHub's `license-simple` object, only the fields we show.
public struct LicenseDTO: Codable, Sendable, Hashable {
    public var key: String?
    public var name: String
    public var spdxID: String?

    enum CodingKeys: String, CodingKey {
        case key, name
        case spdxID = "spdx_id"
    }

    public init(key: String? = nil, name: String, spdxID: String? = nil) {
        self.key = key
        self.name = name
        self.spdxID = spdxID
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(name, forKey: .name)
        try container.encode(spdxID, forKey: .spdxID)
    }
}
