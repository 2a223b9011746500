import RepoCore

extension RepositoryDTO {
    /// The domain value; counts and flags GitHub left out read as zero and false.
    public func toDomain() -> Repository {
        Repository(
            id: RepoID(id), name: name, fullName: fullName, owner: owner.toDomain(),
            description: description, htmlURL: htmlURL, gitURL: gitURL, cloneURL: cloneURL,
            sshURL: sshURL, homepage: homepage, language: language,
            stargazersCount: stargazersCount ?? 0, forksCount: forksCount ?? 0,
            watchersCount: watchersCount ?? 0, openIssuesCount: openIssuesCount ?? 0,
            license: license?.toDomain(), topics: topics ?? [], defaultBranch: defaultBranch,
            sizeKB: size ?? 0, createdAt: createdAt, updatedAt: updatedAt, pushedAt: pushedAt,
            isFork: fork ?? false, isArchived: archived ?? false, isTemplate: isTemplate ?? false,
            isPrivate: self.private ?? false, viewerPermission: permissions?.toDomain(), mirrorURL: mirrorURL,
            starredAt: starredAt, facts: facts
        )
    }

    /// The full repository's own facts; nil for a listing's item, which has no watcher count.
    private var facts: RepositoryFacts? {
        guard subscribersCount != nil || networkCount != nil else { return nil }
        return RepositoryFacts(subscribersCount: subscribersCount, networkCount: networkCount, visibility: visibility,
                               hasIssues: hasIssues, hasWiki: hasWiki, hasDiscussions: hasDiscussions,
                               parentFullName: parent?.fullName, templateFullName: templateRepository?.fullName)
    }

    /// GitHub's shape of a domain value, for `--json` output.
    public init(_ repository: Repository) {
        self.init(
            id: repository.id.rawValue, name: repository.name, fullName: repository.fullName,
            owner: OwnerDTO(repository.owner), description: repository.description,
            htmlURL: repository.htmlURL, gitURL: repository.gitURL, cloneURL: repository.cloneURL,
            sshURL: repository.sshURL, homepage: repository.homepage, language: repository.language,
            stargazersCount: repository.stargazersCount, forksCount: repository.forksCount,
            watchersCount: repository.watchersCount, openIssuesCount: repository.openIssuesCount,
            license: repository.license.map(LicenseDTO.init), topics: repository.topics,
            defaultBranch: repository.defaultBranch, size: repository.sizeKB,
            createdAt: repository.createdAt, updatedAt: repository.updatedAt,
            pushedAt: repository.pushedAt, fork: repository.isFork, archived: repository.isArchived,
            isTemplate: repository.isTemplate, private: repository.isPrivate, mirrorURL: repository.mirrorURL,
            starredAt: repository.starredAt
        )
    }
}

extension OwnerDTO {
    /// A missing avatar reads as empty: the domain keeps the field non-optional.
    public func toDomain() -> Owner {
        Owner(login: login, id: id, avatarURL: avatarURL ?? "", htmlURL: htmlURL, isOrganization: type == "Organization")
    }

    public init(_ owner: Owner) {
        self.init(
            login: owner.login, id: owner.id, avatarURL: owner.avatarURL, htmlURL: owner.htmlURL,
            type: owner.isOrganization ? "Organization" : "User")
    }
}

extension LicenseDTO {
    public func toDomain() -> License { License(key: key, name: name, spdxID: spdxID) }

    public init(_ license: License) {
        self.init(key: license.key, name: license.name, spdxID: license.spdxID)
    }
}
