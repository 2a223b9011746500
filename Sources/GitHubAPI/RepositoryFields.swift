import Foundation
import RepoCore

/// The fields of a `PATCH /repos/{owner}/{name}`; nil fields are left out, so unchanged.
public struct RepositoryFields: Sendable, Equatable {
    public var name: String?
    /// `.some(nil)` clears it (sent as an empty string, as GitHub's page does).
    public var description: String??
    public var homepage: String??
    public var isPrivate: Bool?
    public var archived: Bool?
    public var features: [RepoFeatureSwitch: Bool] = [:]

    public init(name: String? = nil, description: String?? = nil, homepage: String?? = nil, isPrivate: Bool? = nil,
                archived: Bool? = nil, features: [RepoFeatureSwitch: Bool] = [:]) {
        self.name = name
        self.description = description
        self.homepage = homepage
        self.isPrivate = isPrivate
        self.archived = archived
        self.features = features
    }

    var json: Data {
        var object: [String: Any] = [:]
        if let name { object["name"] = name }
        if let description { object["description"] = description ?? "" }
        if let homepage { object["homepage"] = homepage ?? "" }
        if let isPrivate { object["private"] = isPrivate }
        if let archived { object["archived"] = archived }
        for (feature, enabled) in features { object["has_" + feature.rawValue] = enabled }
        return GitHubClient.json(object)
    }
}
