import Foundation
import RepoCore
import RepoFeatures
import Testing
@testable import RepoConfig

/// The config file: every setting read, every mistake said with its line and — when a near name
/// exists — what was meant; `--print-config`'s text read back to the same values.
struct ConfigReaderTests {
    @Test func everySettingIsRead() throws {
        let text = """
            # mine
            [defaults]
            sort = "stars"
            direction = "asc"
            scope = "starred"
            columns = ["name", "stars", "topics"]
            mouse = false
            fuzzy = true

            [clone]
            layout = "~/code/{owner}/{repo}"
            protocol = "https"
            """
        var expected = AppConfig()
        expected.sort = .stars
        expected.direction = .ascending
        expected.scope = .starred
        expected.columns = [.name, .stars, .topics]
        expected.mouse = false
        expected.fuzzy = true
        expected.cloneLayout = "~/code/{owner}/{repo}"
        expected.cloneProtocol = .https

        #expect(try ConfigReader.read(text).get() == expected)
        #expect(try ConfigReader.read("").get() == AppConfig())
    }

    @Test func everyMistakeIsSaidWithItsLineInTheFilesOrder() {
        let text = """
            [defaults]
            sortt = "stars"
            direction = "down"
            columns = ["name", "stras", "name"]
            mouse = "yes"

            [clone]
            layout = "src/{owner}"
            protocol = "git"

            [defualts]
            sort = 3
            """

        #expect(ConfigReader.read(text) == .failure(ConfigProblems([
            ConfigProblem(line: 2, "unknown key 'sortt' in [defaults]", suggestion: "did you mean 'sort'?"),
            ConfigProblem(line: 3, "'direction' cannot be 'down' (one of: asc, desc)"),
            ConfigProblem(line: 4, "unknown column 'stras' (columns: name, description, language, stars, forks, issues, license, topics, size, created, updated, pushed)",
                          suggestion: "did you mean 'stars'?"),
            ConfigProblem(line: 4, "column 'name' is listed twice"),
            ConfigProblem(line: 5, "'mouse' must be true or false, not a string"),
            ConfigProblem(line: 8, "clone layout 'src/{owner}' has no {repo}: every repository would go to one directory"),
            ConfigProblem(line: 9, "'protocol' cannot be 'git' (one of: auto, ssh, https)"),
            ConfigProblem(line: 11, "unknown section [defualts]", suggestion: "did you mean 'defaults'?"),
        ])))
    }

    @Test func aSyntaxErrorIsSaidWithTOMLsOwnPosition() {
        guard case .failure(let problems) = ConfigReader.read("[defaults]\nsort = \"stars\"\nmouse = tru\n") else {
            Issue.record("a file that is not TOML was read")
            return
        }
        #expect(problems.problems.count == 1)
        #expect(problems.problems.first?.line == 3)
        #expect(problems.problems.first?.message.hasPrefix("not valid TOML: ") == true)
    }

    @Test func aLayoutMustBeAbsoluteOrUnderHome() {
        #expect(ConfigReader.read("[clone]\nlayout = \"src/{repo}\"") == .failure(ConfigProblems([
            ConfigProblem(line: 2, "clone layout 'src/{repo}' must start with / or ~/"),
        ])))
    }

    @Test func thePrintedConfigurationReadsBackToTheSameValues() throws {
        var changed = AppConfig()
        changed.sort = .name
        changed.direction = .descending
        changed.columns = [.name, .license]
        changed.cloneLayout = "/srv/\"odd\"\\{repo}"
        changed.cloneProtocol = .ssh
        changed.fuzzy = true

        for config in [AppConfig(), changed] {
            #expect(try ConfigReader.read(ConfigPrinter.text(config)).get() == config)
        }
    }

    @Test func theFileIsUnderXDGConfigHomeElseDotConfig() {
        #expect(ConfigFile.defaultPath(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/home/me"]) == "/x/cfg/repotui/config.toml")
        #expect(ConfigFile.defaultPath(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/me"])
                == "/home/me/.config/repotui/config.toml")
        #expect(ConfigFile.defaultPath(environment: ["HOME": "/home/me"]) == "/home/me/.config/repotui/config.toml")
    }

    @Test func aMissingDefaultFileIsEveryDefaultButAMissingGivenFileIsAProblem() {
        let environment = ["HOME": "/nonexistent-home-\(UUID().uuidString)"]
        #expect(ConfigFile.load(explicit: nil, environment: environment) == .absent)
        #expect(ConfigFile.load(explicit: "/nonexistent.toml", environment: environment)
                == .problems(path: "/nonexistent.toml", ConfigProblems([ConfigProblem(line: nil, "the file does not exist")])))
    }
}
