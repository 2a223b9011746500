/// A license as GitHub's `license-simple` describes it.
public struct StubLicense: Codable, Sendable, Hashable {
    public var key: String
    public var name: String
    public var spdxID: String

    public init(key: String, name: String, spdxID: String) {
        self.key = key
        self.name = name
        self.spdxID = spdxID
    }

    public static let mit = StubLicense(key: "mit", name: "MIT License", spdxID: "MIT")
    public static let apache2 = StubLicense(key: "apache-2.0", name: "Apache License 2.0", spdxID: "Apache-2.0")
    public static let gpl3 = StubLicense(
        key: "gpl-3.0", name: "GNU General Public License v3.0", spdxID: "GPL-3.0")
    public static let bsd3 = StubLicense(
        key: "bsd-3-clause", name: "BSD 3-Clause \"New\" or \"Revised\" License", spdxID: "BSD-3-Clause")
    /// What GitHub reports when it cannot tell which license a LICENSE file holds.
    public static let other = StubLicense(key: "other", name: "Other", spdxID: "NOASSERTION")
}
