import Foundation

/// A job of a workflow run, with its steps.
public struct JobSummary: Sendable, Hashable, Codable {
    public var id: Int64
    public var name: String
    /// `queued`, `in_progress`, `completed` …
    public var status: String
    public var conclusion: String?
    public var startedAt: Date?
    public var completedAt: Date?
    public var htmlURL: String
    public var steps: [Step]

    public init(id: Int64, name: String, status: String, conclusion: String?, startedAt: Date?, completedAt: Date?,
                htmlURL: String, steps: [Step]) {
        self.id = id
        self.name = name
        self.status = status
        self.conclusion = conclusion
        self.startedAt = startedAt
        self.completedAt = completedAt
        self.htmlURL = htmlURL
        self.steps = steps
    }

    public struct Step: Sendable, Hashable, Codable {
        public var number: Int
        public var name: String
        public var status: String
        public var conclusion: String?
        public var startedAt: Date?
        public var completedAt: Date?

        public init(number: Int, name: String, status: String, conclusion: String?, startedAt: Date?, completedAt: Date?) {
            self.number = number
            self.name = name
            self.status = status
            self.conclusion = conclusion
            self.startedAt = startedAt
            self.completedAt = completedAt
        }
    }
}
