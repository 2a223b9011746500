import Foundation

/// An issue as a list row shows it.
public struct IssueSummary: Sendable, Hashable, Codable {
    public var number: Int
    public var title: String
    /// `open` or `closed`.
    public var state: String
    public var labels: [IssueLabel]
    /// The author's login; nil for a deleted account (GitHub's `ghost`).
    public var author: String?
    public var comments: Int
    public var createdAt: Date?
    public var updatedAt: Date?
    public var htmlURL: String
    /// The description, Markdown as written; nil or empty when there is none.
    public var body: String?

    public init(number: Int, title: String, state: String, labels: [IssueLabel] = [], author: String?,
                comments: Int = 0, createdAt: Date?, updatedAt: Date?, htmlURL: String, body: String? = nil) {
        self.number = number
        self.title = title
        self.state = state
        self.labels = labels
        self.author = author
        self.comments = comments
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.htmlURL = htmlURL
        self.body = body
    }
}

/// A label of an issue or pull request.
public struct IssueLabel: Sendable, Hashable, Codable {
    public var name: String
    /// Six hex digits without `#`, as GitHub sends it (`d73a4a`); nil when it sent none.
    public var color: String?

    public init(name: String, color: String?) {
        self.name = name
        self.color = color
    }
}
