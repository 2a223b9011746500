import Foundation

/// The fields of GitHub's `release` the detail shows.
struct ReleaseDTO: Decodable, Sendable {
    var tagName: String
    var name: String?
    var publishedAt: Date?

    enum CodingKeys: String, CodingKey {
        case tagName = "tag_name"
        case name
        case publishedAt = "published_at"
    }
}
