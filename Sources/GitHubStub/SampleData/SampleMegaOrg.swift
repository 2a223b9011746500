/// `mega-org`: 3,000 generated repositories (30 pages of 100), once called `megacorp`, so
/// `/users/megacorp/…` answers GitHub's 301.
enum SampleMegaOrg {
    static let repositoryCount = 3_000

    static let user = OrganizationGenerator.organization(
        login: "mega-org", id: 9_929_929, repositoryCount: repositoryCount, firstRepositoryID: 8_000_001,
        formerLogins: ["megacorp"])
}
