import Foundation

/// Builds GitHub's JSON payloads (`minimal-repository`, `full-repository`, `public-user`,
/// `content-file`, `basic-error`) from the stub's data, with URLs under `apiBase`.
struct WireFormat: Sendable {
    /// e.g. `http://127.0.0.1:54321`, no trailing slash.
    let apiBase: String
    /// When set, clone URLs are `file://` URLs under it (`--clone-root`).
    var cloneRoot: String?
    static let webBase = "https://github.com"
    static let rawBase = "https://raw.githubusercontent.com"

    /// `references`: the full repository's `parent` (forks only) and `template_repository`.
    /// `permissions`: the token's user's, when a token asked (GitHub leaves them out otherwise).
    func repository(_ repo: StubRepository, owner: StubUser, full: Bool,
                    references: (parent: JSONValue?, template: JSONValue)? = nil,
                    permissions: StubPermissions? = nil) -> JSONValue {
        let fullName = owner.login + "/" + repo.name
        let path = URLPath.encode(owner.login) + "/" + URLPath.encode(repo.name)
        let api = apiBase + "/repos/" + path
        var members: [(key: String, value: JSONValue)] = [
            ("id", .integer(repo.id)),
            ("node_id", .string(Self.nodeID("010:Repository", repo.id))),
            ("name", .string(repo.name)),
            ("full_name", .string(fullName)),
            ("private", .bool(repo.isPrivate)),
            ("owner", simpleUser(owner)),
            ("html_url", .string(Self.webBase + "/" + path)),
            ("description", .optional(repo.description)),
            ("fork", .bool(repo.isFork)),
            ("url", .string(api)),
            ("forks_url", .string(api + "/forks")),
            ("keys_url", .string(api + "/keys{/key_id}")),
            ("collaborators_url", .string(api + "/collaborators{/collaborator}")),
            ("teams_url", .string(api + "/teams")),
            ("hooks_url", .string(api + "/hooks")),
            ("issues_url", .string(api + "/issues{/number}")),
            ("pulls_url", .string(api + "/pulls{/number}")),
            ("releases_url", .string(api + "/releases{/id}")),
            ("languages_url", .string(api + "/languages")),
            ("contents_url", .string(api + "/contents/{+path}")),
            ("created_at", Self.date(repo.createdAt)),
            ("updated_at", Self.date(repo.updatedAt)),
            ("pushed_at", Self.date(repo.pushedAt)),
            ("git_url", .string("git://github.com/" + path + ".git")),
            ("ssh_url", .string(cloneRoot.map { "file://\($0)/\(path).git" } ?? "git@github.com:" + path + ".git")),
            ("clone_url", .string(cloneRoot.map { "file://\($0)/\(path).git" } ?? Self.webBase + "/" + path + ".git")),
            ("svn_url", .string(Self.webBase + "/" + path)),
            ("homepage", .optional(repo.homepage)),
            ("size", .int(repo.sizeKB)),
            ("stargazers_count", .int(repo.stargazersCount)),
            ("watchers_count", .int(repo.watchersCount)),
            ("language", .optional(repo.language)),
            ("has_issues", .bool(repo.hasIssues)),
            ("has_projects", .bool(repo.hasProjects)),
            ("has_downloads", .bool(true)),
            ("has_wiki", .bool(repo.hasWiki)),
            ("has_pages", .bool(repo.homepage?.contains("github.io") == true)),
            ("has_discussions", .bool(false)),
            ("forks_count", .int(repo.forksCount)),
            ("mirror_url", .optional(repo.mirrorURL)),
            ("archived", .bool(repo.isArchived)),
            ("disabled", .bool(false)),
            ("open_issues_count", .int(repo.openIssuesCount)),
            ("license", repo.license.map(license) ?? .null),
            ("allow_forking", .bool(true)),
            ("is_template", .bool(repo.isTemplate)),
            ("web_commit_signoff_required", .bool(false)),
            ("topics", .array(repo.topics.map(JSONValue.string))),
            ("visibility", .string(repo.isPrivate ? "private" : "public")),
            ("forks", .int(repo.forksCount)),
            ("open_issues", .int(repo.openIssuesCount)),
            ("watchers", .int(repo.watchersCount)),
            ("default_branch", .string(repo.defaultBranch)),
        ]
        if let permissions {
            members.append(("permissions", .object([
                ("admin", .bool(permissions.admin)),
                ("maintain", .bool(permissions.maintain)),
                ("push", .bool(permissions.push)),
                ("triage", .bool(permissions.triage)),
                ("pull", .bool(permissions.pull)),
            ])))
        }
        if full {
            members += [
                ("temp_clone_token", .null),
                ("network_count", .int(repo.forksCount)),
                ("subscribers_count", .int(max(1, repo.stargazersCount / 10))),
            ]
            if let references {
                if let parent = references.parent { members.append(("parent", parent)) }
                members.append(("template_repository", references.template))
            }
        }
        return .object(members)
    }

    /// The `owner` object (`simple-user`).
    func simpleUser(_ user: StubUser) -> JSONValue {
        let api = apiBase + "/users/" + URLPath.encode(user.login)
        let nodePrefix = user.type == .organization ? "012:Organization" : "04:User"
        return .object([
            ("login", .string(user.login)),
            ("id", .integer(user.id)),
            ("node_id", .string(Self.nodeID(nodePrefix, user.id))),
            ("avatar_url", .string("https://avatars.githubusercontent.com/u/\(user.id)?v=4")),
            ("gravatar_id", .string("")),
            ("url", .string(api)),
            ("html_url", .string(Self.webBase + "/" + URLPath.encode(user.login))),
            ("followers_url", .string(api + "/followers")),
            ("following_url", .string(api + "/following{/other_user}")),
            ("gists_url", .string(api + "/gists{/gist_id}")),
            ("starred_url", .string(api + "/starred{/owner}{/repo}")),
            ("subscriptions_url", .string(api + "/subscriptions")),
            ("organizations_url", .string(api + "/orgs")),
            ("repos_url", .string(api + "/repos")),
            ("events_url", .string(api + "/events{/privacy}")),
            ("received_events_url", .string(api + "/received_events")),
            ("type", .string(user.type.rawValue)),
            ("user_view_type", .string("public")),
            ("site_admin", .bool(false)),
        ])
    }

    /// `GET /users/{u}`: `public-user`.
    func publicUser(_ user: StubUser) -> JSONValue {
        guard case .object(var members) = simpleUser(user) else { return .null }
        let created = user.repos.compactMap(\.createdAt).min()
        members += [
            ("name", .optional(user.name)),
            ("company", .null),
            ("blog", .string("")),
            ("location", .null),
            ("email", .null),
            ("hireable", .null),
            ("bio", .null),
            ("twitter_username", .null),
            ("public_repos", .int(user.repos.count)),
            ("public_gists", .int(0)),
            ("followers", .int(user.repos.count * 3)),
            ("following", .int(0)),
            ("created_at", Self.date(created ?? SampleClock.daysAgo(3_000))),
            ("updated_at", Self.date(user.repos.compactMap(\.updatedAt).max() ?? created ?? SampleClock.reference)),
        ]
        return .object(members)
    }

    /// A `starred-repository` item (`application/vnd.github.star+json`).
    func starred(_ repository: JSONValue, at date: Date) -> JSONValue {
        .object([("starred_at", Self.date(date)), ("repo", repository)])
    }

    /// `GET /repos/{o}/{r}/readme` without the raw media type: `content-file`.
    func readme(_ text: String, repo: StubRepository, owner: StubUser) -> JSONValue {
        let path = URLPath.encode(owner.login) + "/" + URLPath.encode(repo.name)
        let file = repo.readmePath.split(separator: "/").map { URLPath.encode(String($0)) }.joined(separator: "/")
        let name = repo.readmePath.split(separator: "/").last.map(String.init) ?? repo.readmePath
        let bytes = Data(text.utf8)
        let sha = ContentHash.hex(of: bytes, length: 40)
        let api = apiBase + "/repos/" + path
        let html = Self.webBase + "/" + path + "/blob/" + repo.defaultBranch + "/" + file
        let contents = api + "/contents/" + file + "?ref=" + repo.defaultBranch
        return .object([
            ("type", .string("file")),
            ("encoding", .string("base64")),
            ("size", .int(bytes.count)),
            ("name", .string(name)),
            ("path", .string(repo.readmePath)),
            ("content", .string(Self.wrappedBase64(bytes))),
            ("sha", .string(sha)),
            ("url", .string(contents)),
            ("git_url", .string(api + "/git/blobs/" + sha)),
            ("html_url", .string(html)),
            ("download_url", .string(Self.rawBase + "/" + path + "/" + repo.defaultBranch + "/" + file)),
            ("_links", .object([
                ("self", .string(contents)),
                ("git", .string(api + "/git/blobs/" + sha)),
                ("html", .string(html)),
            ])),
        ])
    }

    /// `basic-error`, in its current form with `status` as a string.
    static func basicError(
        _ message: String, status: Int, documentation: String = "https://docs.github.com/rest"
    ) -> JSONValue {
        .object([
            ("message", .string(message)),
            ("documentation_url", .string(documentation)),
            ("status", .string(String(status))),
        ])
    }

    /// GitHub's 301 body, as recorded for a renamed repository.
    static func movedPermanently(url: String) -> JSONValue {
        .object([
            ("message", .string("Moved Permanently")),
            ("url", .string(url)),
            ("documentation_url", .string("https://docs.github.com/v3/#http-redirects")),
        ])
    }

    private func license(_ license: StubLicense) -> JSONValue {
        .object([
            ("key", .string(license.key)),
            ("name", .string(license.name)),
            ("spdx_id", .string(license.spdxID)),
            ("url", license.key == "other" ? .null : .string(apiBase + "/licenses/" + license.key)),
            ("node_id", .string(Self.nodeID("07:License", Int64(license.key.utf8.count)))),
        ])
    }

    /// GitHub's legacy global ids: base64 of "<type>:<Name><id>".
    static func nodeID(_ prefix: String, _ id: Int64) -> String {
        Data((prefix + String(id)).utf8).base64EncodedString()
    }

    static func date(_ date: Date?) -> JSONValue {
        guard let date else { return .null }
        return .string(date.formatted(.iso8601))
    }

    /// Base64 in 60-column lines, each ending in a newline, as GitHub sends file content.
    private static func wrappedBase64(_ data: Data) -> String {
        let encoded = Array(data.base64EncodedString())
        var lines: [String] = []
        var start = 0
        while start < encoded.count {
            let end = min(start + 60, encoded.count)
            lines.append(String(encoded[start..<end]))
            start = end
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
