import Foundation
import RepoFeatures
import Testing
@testable import RepoTUI

/// The remembered columns: a small private file in the cache directory.
struct ColumnPreferencesTests {
    func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("repotui-columns-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func aSavedChoiceIsLoadedBackFromAPrivateFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let preferences = ColumnPreferences(cacheRoot: directory.appendingPathComponent("repotui"))

        preferences.save([.name, .forks, .pushed])

        #expect(preferences.load() == [.name, .forks, .pushed])
        let attributes = try FileManager.default.attributesOfItem(atPath: preferences.file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("repotui").path)
        #expect((folder[.posixPermissions] as? Int) == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("repotui").path) == ["columns"])
    }

    @Test(arguments: [
        ("", ColumnID.defaults),
        ("name\n", ColumnID.defaults),
        ("stars\nbogus\n\nstars\npushed\n", [ColumnID.name, .stars, .pushed]),
        ("  pushed  \nname\n", [.pushed, .name]),
    ])
    func aDamagedOrHandEditedFileGivesAUsableChoice(text: String, columns: [ColumnID]) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let preferences = ColumnPreferences(cacheRoot: directory)
        try Data(text.utf8).write(to: preferences.file)

        #expect(preferences.load() == columns)
    }

    @Test func withoutAFileTheDefaultsShow() throws {
        #expect(ColumnPreferences(cacheRoot: URL(fileURLWithPath: "/nonexistent/repotui")).load() == ColumnID.defaults)
    }
}
