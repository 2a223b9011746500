import Foundation

extension WireFormat {
    /// `organization-simple`, as `/user/orgs` lists it.
    func organizationSimple(_ org: StubUser) -> JSONValue {
        let api = apiBase + "/orgs/" + URLPath.encode(org.login)
        return .object([
            ("login", .string(org.login)),
            ("id", .integer(org.id)),
            ("node_id", .string(Self.nodeID("012:Organization", org.id))),
            ("url", .string(api)),
            ("repos_url", .string(api + "/repos")),
            ("events_url", .string(api + "/events")),
            ("hooks_url", .string(api + "/hooks")),
            ("issues_url", .string(api + "/issues")),
            ("members_url", .string(api + "/members{/member}")),
            ("public_members_url", .string(api + "/public_members{/member}")),
            ("avatar_url", .string("https://avatars.githubusercontent.com/u/\(org.id)?v=4")),
            ("description", .optional(org.name.map { "The \($0) organisation" })),
        ])
    }

    /// `organization-full`, as `/orgs/{org}` answers: with the private counts only for a member.
    func organizationFull(_ org: StubUser, forMember member: Bool) -> JSONValue {
        guard case .object(var members) = organizationSimple(org) else { return .null }
        let publicCount = org.repos.count { !$0.isPrivate }
        members += [
            ("name", .optional(org.name)),
            ("company", .null),
            ("blog", .string("")),
            ("location", .null),
            ("email", .null),
            ("is_verified", .bool(false)),
            ("has_organization_projects", .bool(true)),
            ("has_repository_projects", .bool(true)),
            ("public_repos", .int(publicCount)),
            ("public_gists", .int(0)),
            ("followers", .int(0)),
            ("following", .int(0)),
            ("html_url", .string(Self.webBase + "/" + URLPath.encode(org.login))),
            ("type", .string("Organization")),
        ]
        if member {
            let privateCount = org.repos.count - publicCount
            members += [("total_private_repos", .int(privateCount)), ("owned_private_repos", .int(privateCount))]
        }
        return .object(members)
    }
}
