import Foundation

/// A comment of an issue's or pull request's conversation.
public struct CommentSummary: Sendable, Hashable, Codable {
    public var id: Int64
    /// nil for a deleted account (GitHub's `ghost`).
    public var author: String?
    /// Markdown as written.
    public var body: String
    public var createdAt: Date?
    public var htmlURL: String

    public init(id: Int64, author: String?, body: String, createdAt: Date?, htmlURL: String) {
        self.id = id
        self.author = author
        self.body = body
        self.createdAt = createdAt
        self.htmlURL = htmlURL
    }
}
