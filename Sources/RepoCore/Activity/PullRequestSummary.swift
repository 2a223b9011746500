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
    public var createdAt: Date?
    public var updatedAt: Date?
    public var mergedAt: Date?
    public var htmlURL: String
    /// The description, Markdown as written; nil or empty when there is none.
    public var body: String?

    public init(number: Int, title: String, state: String, isDraft: Bool, author: String?, base: String, head: String,
                createdAt: Date?, updatedAt: Date?, mergedAt: Date? = nil, htmlURL: String, body: String? = nil) {
        self.number = number
        self.title = title
        self.state = state
        self.isDraft = isDraft
        self.author = author
        self.base = base
        self.head = head
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.mergedAt = mergedAt
        self.htmlURL = htmlURL
        self.body = body
    }
}
