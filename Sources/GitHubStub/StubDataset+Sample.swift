import Foundation

extension StubDataset {
    /// Built-in accounts for tests and the demo: `octocat`, `emptyuser`, `unicode-zoo`,
    /// `hostile`, `big-org` (250 repositories) and `mega-org` (3,000, formerly `megacorp`).
    /// Dates are fixed relative to `SampleClock.reference`, so output never depends on when
    /// it runs.
    public static let sample = StubDataset(users: [
        SampleOctocat.user,
        StubUser(login: "emptyuser", id: 1_000_001, type: .user, name: "Nobody Yet", repos: []),
        SampleUnicodeZoo.user,
        SampleHostile.user,
        SampleBigOrg.user,
        SampleMegaOrg.user,
    ])
}
