import Testing
@testable import RepoTUI

/// Which argument vector opens a page, for each form `$BROWSER` takes, on an injected PATH.
struct BrowserCommandTests {
    static let url = "https://github.com/octocat/Hello-World"
    /// A PATH of two directories holding only these programs.
    static func lookup(_ installed: Set<String>, path: String = "/opt/bin:/usr/bin") -> ExecutableLookup {
        ExecutableLookup(environment: ["PATH": path]) { installed.contains($0) }
    }

    static func command(_ browser: String?, installed: Set<String>, platform: HostPlatform = .linux) -> [String]? {
        var environment = ["PATH": "/opt/bin:/usr/bin"]
        environment["BROWSER"] = browser
        return BrowserCommand.arguments(opening: url, environment: environment, platform: platform,
                                        lookup: lookup(installed))
    }

    @Test func aPlainBrowserGetsTheURLAsItsLastArgument() {
        #expect(Self.command("firefox", installed: ["/usr/bin/firefox"]) == ["/usr/bin/firefox", Self.url])
    }

    @Test func aBrowserWithArgumentsKeepsThemBeforeTheURL() {
        #expect(Self.command("firefox --new-tab", installed: ["/usr/bin/firefox"])
            == ["/usr/bin/firefox", "--new-tab", Self.url])
    }

    @Test func percentSIsReplacedByTheURLWhereverItStands() {
        #expect(Self.command("chromium --app=%s --flag", installed: ["/opt/bin/chromium"])
            == ["/opt/bin/chromium", "--app=\(Self.url)", "--flag"])
        #expect(Self.command("w3m '%s' 100%%", installed: ["/usr/bin/w3m"]) == ["/usr/bin/w3m", Self.url, "100%"])
    }

    @Test func quotedWordsKeepTheirSpacesAndNothingIsExpanded() {
        #expect(Self.command(#"'/opt/My Browser/run' --profile "a b" $HOME `id`"#, installed: ["/opt/My Browser/run"])
            == ["/opt/My Browser/run", "--profile", "a b", "$HOME", "`id`", Self.url])
    }

    @Test func aColonSeparatedListUsesTheFirstThatIsInstalled() {
        #expect(Self.command("google-chrome:firefox -P work:lynx", installed: ["/usr/bin/firefox", "/usr/bin/lynx"])
            == ["/usr/bin/firefox", "-P", "work", Self.url])
    }

    @Test func aPathInBrowserIsUsedAsItIs() {
        #expect(Self.command("/home/me/bin/open-url", installed: ["/home/me/bin/open-url"])
            == ["/home/me/bin/open-url", Self.url])
    }

    @Test func withoutAUsableBrowserXdgOpenOnLinuxAndOpenOnMacOS() {
        #expect(Self.command(nil, installed: ["/usr/bin/xdg-open"]) == ["/usr/bin/xdg-open", Self.url])
        #expect(Self.command("", installed: ["/usr/bin/xdg-open"]) == ["/usr/bin/xdg-open", Self.url])
        #expect(Self.command("not-installed:'unclosed", installed: ["/usr/bin/xdg-open"]) == ["/usr/bin/xdg-open", Self.url])
        #expect(Self.command(nil, installed: ["/usr/bin/open"], platform: .macOS) == ["/usr/bin/open", Self.url])
    }

    @Test func nothingInstalledMeansNoCommand() {
        #expect(Self.command("firefox", installed: []) == nil)
        #expect(Self.command(nil, installed: ["/usr/bin/open"]) == nil)
    }

    @Test func emptyPathEntriesNeverMeanTheCurrentDirectory() {
        let lookup = ExecutableLookup(environment: ["PATH": ":/usr/bin::"]) { $0 == "firefox" || $0 == "/usr/bin/lynx" }
        #expect(lookup.directories == ["/usr/bin"])
        #expect(lookup.find("firefox") == nil)
        #expect(lookup.find("lynx") == "/usr/bin/lynx")
    }

    @Test(arguments: [
        ("a b  c", ["a", "b", "c"]),
        (#"a\ b 'c d' "e \"f\" \g""#, ["a b", "c d", #"e "f" \g"#]),
        ("''", [""]),
        ("   ", []),
    ])
    func commandWordsSplitLikeAShellWithoutExpanding(text: String, words: [String]) {
        #expect(CommandWords.split(text) == words)
    }

    @Test(arguments: ["'open", #""open"#, #"trailing\"#])
    func anOpenQuoteIsNotACommand(text: String) {
        #expect(CommandWords.split(text) == nil)
    }
}
