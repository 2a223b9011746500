import Foundation

/// A pull request as a list row shows it.
public struct PullRequestSummary: Sendable, Hashable, Codable {
    public var number: Int
    public var title: String
    /// `open` or `closed`; a merged one is closed with `mergedAt` set.
    public var state: String
    public var isDraft: Bool
    public var author: String?
    /// The branch it would merge into.
    public var base: String
    /// Where its commits are: the branch, as `owner:branch` when it comes from another
    /// repository (a fork).
    public var head: String
    /// The head commit, whose check runs are the row's checks; nil in a page cached before
    /// they were read.
    public var headSHA: String?
    /// Who (a login, or a team's slug) is asked for a review and has not given one.
    public var requestedReviewers: [String]
    public var createdAt: Date?
    public var updatedAt: Date?
    public var mergedAt: Date?
    public var htmlURL: String
    /// The description, Markdown as written; nil or empty when there is none.
    public var body: String?

    public init(number: Int, title: String, state: String, isDraft: Bool, author: String?, base: String, head: String,
                headSHA: String? = nil, requestedReviewers: [String] = [],
                createdAt: Date?, updatedAt: Date?, mergedAt: Date? = nil, htmlURL: String, body: String? = nil) {
        self.number = number
        self.title = title
        self.state = state
        self.isDraft = isDraft
        self.author = author
        self.base = base
        self.head = head
        self.headSHA = headSHA
        self.requestedReviewers = requestedReviewers
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.mergedAt = mergedAt
        self.htmlURL = htmlURL
        self.body = body
    }

    // A page cached before the reviewers were read decodes with none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = try container.decode(Int.self, forKey: .number)
        title = try container.decode(String.self, forKey: .title)
        state = try container.decode(String.self, forKey: .state)
        isDraft = try container.decode(Bool.self, forKey: .isDraft)
        author = try container.decodeIfPresent(String.self, forKey: .author)
        base = try container.decode(String.self, forKey: .base)
        head = try container.decode(String.self, forKey: .head)
        headSHA = try container.decodeIfPresent(String.self, forKey: .headSHA)
        requestedReviewers = try container.decodeIfPresent([String].self, forKey: .requestedReviewers) ?? []
        createdAt = try container.decodeIfPresent(Date.self, forKey: .createdAt)
        updatedAt = try container.decodeIfPresent(Date.self, forKey: .updatedAt)
        mergedAt = try container.decodeIfPresent(Date.self, forKey: .mergedAt)
        htmlURL = try container.decode(String.self, forKey: .htmlURL)
        body = try container.decodeIfPresent(String.self, forKey: .body)
    }
}
