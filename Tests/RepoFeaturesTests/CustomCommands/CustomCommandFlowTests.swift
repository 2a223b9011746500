import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// `[[command]]` keys as a person presses them: the placeholders filled for the selected row (its
/// clone where the list knows it), a question asked first when the command says so, the output
/// kept under `!`, and the keys in help and the status line.
struct CustomCommandFlowTests {
    static let size = Size(width: 80, height: 12)

    static let pullRequests = CustomCommand(key: .character("X"), title: "pull requests", contexts: [.list, .detail],
                                            run: ["gh", "pr", "list", "--repo", "{full_name}"])
    static let lazygit = CustomCommand(key: .character("L"), title: "lazygit", contexts: [.list], run: ["lazygit", "-p", "{path}"],
                                       mode: .suspend, runsInClone: true)
    static let deploy = CustomCommand(key: .character("D"), title: "deploy", contexts: [.list],
                                      run: ["deploy", "{owner}", "{name}", "{url}"], confirm: "Deploy {name} to staging?")

    static func driver(_ commands: [CustomCommand], clonedFirst: Bool = false) -> AppDriver {
        let projects = Fixtures.projects(3)
        var world = World(github: [Fixtures.octocat: .success(projects)])
        if clonedFirst {
            world.onDisk = [projects[0].id]
            world.cloneStates = [projects[0].id: .read(CloneFacts(branch: "main", upstream: "origin/main"), at: "/src/octocat/project-01")]
        }
        var screen = AppDriver(size: size, world: world)
        for command in commands { #expect(screen.context.keys.add(command) == nil) }
        screen.start()
        return screen
    }

    @Test func aBackgroundCommandRunsOnTheSelectedRowWithItsPlaceholdersFilled() {
        var screen = Self.driver([Self.pullRequests])
        screen.holding = true
        screen.press(.down, .character("X"))

        let expected = RunnableCommand(title: "pull requests", arguments: ["gh", "pr", "list", "--repo", "octocat/project-02"],
                                       directory: nil, mode: .background)
        #expect(screen.held == [.perform(.runCommand(expected))])
        #expect(screen.app.notice == StatusNotice(message: "pull requests: running gh pr list --repo octocat/project-02…", tone: .busy))
    }

    @Test func itsOutputIsKeptUnderMessagesAndTheStatusLineSaysHowItEnded() {
        var screen = Self.driver([Self.pullRequests])
        screen.press(.character("X"))
        #expect(screen.lines.last == " pull requests: done — ! shows its output     ⏎ open  / filter  ⇥ scope  ? help")

        screen.press(.character("!"))
        #expect(Array(screen.lines[1...10]) == [
            "┌─ messages — ↑↓ scroll, any other key closes ─────────────────────────────────┐",
            "│ Now                                                                          │",
            "│ pull requests: done — ! shows its output                                     │",
            "│                                                                              │",
            "│ Earlier                                                                      │",
            "│ 12:00 pull requests: done — ! shows its output                               │",
            "│   gh                                                                         │",
            "│   pr                                                                         │",
            "│   list                                                                       │",
            "└─────────────────────────────────────────────────────────────────── ↓ 3 more ─┘",
        ])
    }

    @Test func aCommandOnTheCloneRunsThereAndARowWithoutOneSaysSo() {
        var screen = Self.driver([Self.lazygit], clonedFirst: true)
        screen.holding = true
        screen.press(.character("L"))
        #expect(screen.held == [.perform(.runCommand(RunnableCommand(title: "lazygit", arguments: ["lazygit", "-p", "/src/octocat/project-01"],
                                                                     directory: "/src/octocat/project-01", mode: .suspend)))])

        screen.press(.down, .character("L"))
        #expect(screen.held.count == 1)
        #expect(screen.app.notice == StatusNotice(message: "lazygit: octocat/project-02 is not cloned — c clones it", tone: .warning))
    }

    @Test func aPlaceholderGitHubLeftEmptyStopsTheCommandWithAMessage() {
        let branch = CustomCommand(key: .character("B"), title: "browse branch", contexts: [.list], run: ["gh", "browse", "-b", "{default_branch}"])
        var screen = Self.driver([branch])
        screen.holding = true
        screen.press(.character("B"))
        #expect(screen.held == [])
        #expect(screen.app.notice == StatusNotice(message: "browse branch: GitHub gave no default_branch for octocat/project-01", tone: .warning))
    }

    @Test func aCommandThatAsksFirstShowsWhatWillRunAndRunsOnlyOnY() {
        var screen = Self.driver([Self.deploy])
        screen.holding = true
        screen.press(.character("D"))
        #expect(screen.held == [])
        #expect(screen.lines == [
            " octocat · 3 repositories · ★ 600 · pushed ↓             Repos  Starred  Search",
            "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED",
            "┌─ deploy ─────────────────────────────────────────────────────────────────────┐",
            "│ Deploy project-01 to staging?                                                │",
            "│                                                                              │",
            "│ runs: deploy octocat project-01 https://github.com/octocat/project-01        │",
            "│ in the background; its output goes to ! messages                             │",
            "└──────────────────────────────────────────────────────────────────────────────┘",
            "",
            "",
            "",
            " y runs it, n or Esc does not                               y run  n/Esc do not",
        ])

        screen.press(.character("n"))
        #expect(screen.held == [.cancel(ScreenID(2))])
        #expect(screen.app.notice == StatusNotice(message: "deploy: not run", tone: .normal))
        #expect(screen.app.screens.count == 1)

        screen.press(.character("D"), .enter, .character("y"))
        #expect(screen.held.last == .perform(.runCommand(RunnableCommand(
            title: "deploy", arguments: ["deploy", "octocat", "project-01", "https://github.com/octocat/project-01"],
            directory: nil, mode: .background))))
        #expect(screen.held.filter { if case .perform = $0 { true } else { false } }.count == 1)
        #expect(screen.app.screens.count == 1)
    }

    @Test func aListCommandIsNoKeyOfTheDetailAndBothShowInHelpAndTheHints() {
        var screen = Self.driver([Self.pullRequests, Self.lazygit])
        // The commands' hints are the first to give way: here one of two fits.
        #expect(screen.lines.last == " 1/3 · updated just now    ⏎ open  / filter  s sort  L lazygit  ⇥ scope  ? help")
        screen.press(.enter)
        screen.holding = true
        screen.press(.character("L"), .character("X"))
        #expect(screen.held == [.perform(.runCommand(RunnableCommand(
            title: "pull requests", arguments: ["gh", "pr", "list", "--repo", "octocat/project-01"], directory: nil, mode: .background)))])

        let sections = RepoDetail.helpSections(screen.context.keys)
        #expect(sections.map(\.title) == ["Detail", "In the Issues, Pull requests and Actions tabs", "Your commands in the detail (config.toml)"])
        #expect(sections.last?.rows.map(\.keys) == ["X"])
        #expect(sections.last?.rows.map(\.summary) == ["pull requests"])
        #expect(RepoList.helpSections(screen.context.keys).map(\.title)
            == ["List", "Your commands in the list (config.toml)", "Filter and user prompts"])
    }
}
