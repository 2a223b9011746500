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
            accessible = true

            [clone]
            layout = "~/code/{owner}/{repo}"
            protocol = "https"
            roots = ["~/ghq", "/srv/git/"]
            """
        var expected = AppConfig()
        expected.sort = .stars
        expected.direction = .ascending
        expected.scope = .starred
        expected.columns = [.name, .stars, .topics]
        expected.mouse = false
        expected.fuzzy = true
        expected.accessible = true
        expected.cloneLayout = "~/code/{owner}/{repo}"
        expected.cloneProtocol = .https
        expected.cloneRoots = ["~/ghq", "/srv/git/"]

        #expect(try ConfigReader.read(text).get() == expected)
        #expect(expected.cloneSettings(home: "/home/me").layouts
            == ["~/code/{owner}/{repo}", "~/ghq/{host}/{owner}/{repo}", "/srv/git/{host}/{owner}/{repo}"])
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
            ConfigProblem(line: 4, "unknown column 'stras' (columns: name, description, language, stars, forks, issues, license, topics, size, created, updated, pushed, clone, ci)",
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

    @Test func keysAreReadPerPlaceAndEveryBadOneSaidAtItsLine() throws {
        let good = try ConfigReader.read("""
            [keys.list]
            clone = "ctrl-k"
            down = ["j", "ctrl-n", "down"]

            [keys.detail]
            back = ["esc", "h"]
            """).get()
        #expect(good.keys.keys(of: "clone", in: .list) == [.control("k")])
        #expect(good.keys.keys(of: "down", in: .list) == [.character("j"), .control("n"), .down])
        #expect(good.keys.keys(of: "back", in: .detail) == [.escape, .character("h")])

        #expect(ConfigReader.read("""
            [keys.list]
            clone = "C"
            star = "s"
            quit = "x-x"
            open = 3

            [keys.detial]
            back = "h"
            """) == .failure(ConfigProblems([
            ConfigProblem(line: 2, "C already works everywhere (choose the list's columns and their order)"),
            ConfigProblem(line: 3, "s is bound to both sort and star in [keys.list]"),
            ConfigProblem(line: 4, "'x-x' is not a key (a character, ctrl-x, alt-x, f1…f12, or one of: enter, esc, tab, shift-tab, space, backspace, delete, insert, up, down, left, right, home, end, pgup, pgdn)"),
            ConfigProblem(line: 5, "'open' must be a key in quotes, or a list of them, like [\"c\", \"ctrl-k\"]"),
            ConfigProblem(line: 7, "unknown key 'detial' in [keys]", suggestion: "did you mean 'detail'?"),
        ])))
    }

    @Test func aThemeStartsFromItsBaseWhateverTheOrderAndChangesAnyRole() throws {
        let config = try ConfigReader.read("""
            [theme]
            activity = "bright-cyan"
            base = "light"
            stars = 94
            """).get()

        var expected = Theme.light
        expected.set(.activity, to: .indexed(14))
        expected.set(.stars, to: .indexed(94))
        #expect(config.theme == expected)
        #expect(config.themeBase == .light)

        #expect(ConfigReader.read("[theme]\nbase = \"sepia\"\nname = \"bleu\"\nstars = 300\nstar = 1\n") == .failure(ConfigProblems([
            ConfigProblem(line: 2, "'base' cannot be 'sepia' (one of: dark, light)"),
            ConfigProblem(line: 3, "unknown colour 'bleu' (a colour number 0–255, or one of: default, black, red, green, yellow, blue, magenta, cyan, white, bright-black, bright-red, bright-green, bright-yellow, bright-blue, bright-magenta, bright-cyan, bright-white)",
                          suggestion: "did you mean 'blue'?"),
            ConfigProblem(line: 4, "'stars' must be a colour name in quotes or a colour number 0–255"),
            ConfigProblem(line: 5, "unknown key 'star' in [theme]", suggestion: "did you mean 'stars'?"),
        ])))
    }

    @Test func rootsAreAListOfFoldersAbsoluteOrUnderHome() {
        #expect(ConfigReader.read("[clone]\nroots = \"~/ghq\"") == .failure(ConfigProblems([
            ConfigProblem(line: 2, "'roots' must be a list of folders, like [\"~/ghq\"]"),
        ])))
        #expect(ConfigReader.read("[clone]\nroots = [\"~/ghq\", \"work\", 3]") == .failure(ConfigProblems([
            ConfigProblem(line: 2, "clone root 'work' must be a folder starting with / or ~/"),
            ConfigProblem(line: 2, "clone root '3' must be a folder starting with / or ~/"),
        ])))
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
        changed.cloneRoots = ["~/ghq", "/srv/\"git\""]
        changed.fuzzy = true
        _ = changed.keys.bind("clone", in: .list, to: [.control("k"), .function(5)])
        _ = changed.keys.bind("back", in: .detail, to: [.escape, .character("\""), .character("\\")])
        changed.themeBase = .light
        changed.theme = .light
        changed.theme.set(.border, to: .indexed(9))
        changed.theme.set(.code, to: .default)

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
