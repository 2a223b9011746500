import Foundation

/// The fields of a served repository the write endpoints change, decoded for whole-value
/// comparisons.
struct WireRepository: Decodable, Equatable, Sendable {
    struct Permissions: Decodable, Hashable, Sendable {
        var admin: Bool
        var maintain: Bool
        var push: Bool
        var triage: Bool
        var pull: Bool

        static let owner = Permissions(admin: true, maintain: true, push: true, triage: true, pull: true)
        static let member = Permissions(admin: false, maintain: false, push: true, triage: true, pull: true)
        static let reader = Permissions(admin: false, maintain: false, push: false, triage: false, pull: true)
    }

    var fullName: String
    var description: String?
    var homepage: String?
    var isPrivate: Bool
    var visibility: String
    var archived: Bool
    var hasIssues: Bool
    var hasWiki: Bool
    var hasProjects: Bool
    var topics: [String]
    var permissions: Permissions?

    enum CodingKeys: String, CodingKey {
        case fullName = "full_name", description, homepage, isPrivate = "private", visibility, archived
        case hasIssues = "has_issues", hasWiki = "has_wiki", hasProjects = "has_projects", topics, permissions
    }

    /// ana's `tool` as the dataset has it, served to ana.
    static let tool = WireRepository(
        fullName: "ana/tool", description: "A tool", homepage: nil, isPrivate: false, visibility: "public", archived: false,
        hasIssues: true, hasWiki: true, hasProjects: true, topics: ["cli"], permissions: .owner)
}

extension WireResponse {
    func repository() throws -> WireRepository {
        try JSONDecoder().decode(WireRepository.self, from: body)
    }

    func repositories() throws -> [WireRepository] {
        try JSONDecoder().decode([WireRepository].self, from: body)
    }
}
