/// The small answers of the writes (`GitHubClient+Changes`): what each carries that repotui reads.
struct TopicsDTO: Decodable { var names: [String] }
struct MergeUpstreamDTO: Decodable { var message: String? }

struct CompareDTO: Decodable {
    var aheadBy: Int
    var behindBy: Int
    enum CodingKeys: String, CodingKey {
        case aheadBy = "ahead_by", behindBy = "behind_by"
    }
}

struct FeatureSwitchesDTO: Decodable {
    var hasIssues: Bool?
    var hasWiki: Bool?
    var hasProjects: Bool?
    enum CodingKeys: String, CodingKey {
        case hasIssues = "has_issues", hasWiki = "has_wiki", hasProjects = "has_projects"
    }
}
