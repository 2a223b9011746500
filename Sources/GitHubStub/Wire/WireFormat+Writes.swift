/// The bodies of the repository write endpoints and of fork syncing.
extension WireFormat {
    /// Where GitHub's errors from each write endpoint point (`documentation_url`).
    enum WriteDocumentation {
        static let update = "https://docs.github.com/rest/repos/repos#update-a-repository"
        static let topics = "https://docs.github.com/rest/repos/repos#replace-all-repository-topics"
        static let delete = "https://docs.github.com/rest/repos/repos#delete-a-repository"
        static let compare = "https://docs.github.com/rest/commits/commits#compare-two-commits"
        static let mergeUpstream = "https://docs.github.com/rest/branches/branches#sync-a-fork-branch-with-the-upstream-repository"
    }

    /// `validation-error` with one error about the repository's `field`.
    static func validationFailed(field: String, code: String, message: String, documentation: String) -> JSONValue {
        .object([
            ("message", .string("Validation Failed")),
            ("errors", .array([.object([
                ("resource", .string("Repository")),
                ("code", .string(code)),
                ("field", .string(field)),
                ("message", .string(message)),
            ])])),
            ("documentation_url", .string(documentation)),
            ("status", .string("422")),
        ])
    }

    /// The answer to `PUT /repos/{o}/{r}/topics`.
    static func topics(_ names: [String]) -> JSONValue {
        .object([("names", .array(names.map(JSONValue.string)))])
    }

    /// A comparison's counts: `aheadBy` commits head has that base lacks, `behindBy` the reverse.
    static func comparison(aheadBy: Int, behindBy: Int) -> JSONValue {
        let status = switch (aheadBy > 0, behindBy > 0) {
        case (true, true): "diverged"
        case (true, false): "ahead"
        case (false, true): "behind"
        case (false, false): "identical"
        }
        return .object([
            ("status", .string(status)),
            ("ahead_by", .int(aheadBy)),
            ("behind_by", .int(behindBy)),
            ("total_commits", .int(aheadBy)),
        ])
    }

    /// `merged-upstream`: whether the fork's branch moved (`fast-forward`) or had nothing to
    /// take (`none`), from `upstream` (`owner:branch`).
    static func mergedUpstream(fastForwarded: Bool, upstream: String) -> JSONValue {
        .object([
            ("message", .string(fastForwarded
                ? "Successfully fetched and fast-forwarded from upstream \(upstream)."
                : "This branch is not behind the upstream \(upstream).")),
            ("merge_type", .string(fastForwarded ? "fast-forward" : "none")),
            ("base_branch", .string(upstream)),
        ])
    }
}
