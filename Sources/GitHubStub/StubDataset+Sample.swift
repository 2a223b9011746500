import Foundation

extension StubDataset {
    /// Built-in accounts for tests and the demo: `octocat`, `emptyuser`, `unicode-zoo`,
    /// `hostile` and `big-org`. Dates are fixed relative to `SampleClock.reference`, so output
    /// never depends on when it runs.
    public static let sample = StubDataset(users: [
        SampleOctocat.user,
        StubUser(login: "emptyuser", id: 1_000_001, type: .user, name: "Nobody Yet", repos: []),
        SampleUnicodeZoo.user,
        SampleHostile.user,
        SampleBigOrg.user,
    ])
}
