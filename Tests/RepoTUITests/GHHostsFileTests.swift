import Testing
@testable import RepoTUI

struct GHHostsFileTests {
    @Test(arguments: [
        // As gh 2.40 and later write it: the active account's token beside its users.
        ("""
         github.com:
             users:
                 mona:
                     oauth_token: gho_active
                 hubot:
                     oauth_token: gho_other
             git_protocol: https
             oauth_token: gho_active
             user: mona
         """, "gho_active"),
        // As gh wrote it before accounts.
        ("github.com:\n    oauth_token: gho_old_layout\n    user: mona\n    git_protocol: ssh\n", "gho_old_layout"),
        ("---\n# written by hand\n\"github.com\":\n  oauth_token: \"gho_quoted\" # a comment\n", "gho_quoted"),
        ("'github.com':\n  oauth_token: 'gho_single'\n", "gho_single"),
        ("github.com:\r\n    oauth_token: gho_crlf  # note\r\n", "gho_crlf"),
        ("ghe.example.com:\n    oauth_token: gho_ghe\ngithub.com:\n\n    user: mona\n    oauth_token: gho_second_host\n", "gho_second_host"),
        // Kept in the keyring: no token in the file.
        ("github.com:\n    users:\n        mona:\n    user: mona\n", nil),
        ("ghe.example.com:\n    oauth_token: gho_ghe\n", nil),
        ("", nil),
    ] as [(String, String?)])
    func theTokenFiledUnderTheHostIsRead(text: String, expected: String?) {
        #expect(GHHostsFile.token(forHost: "github.com", in: text) == expected)
    }

    @Test(arguments: [
        "github.com:\n\toauth_token: gho_tab\n",
        "github.com: {oauth_token: gho_flow}\n",
        "github.com:\n    oauth_token: &token gho_anchor\n",
        "github.com:\n    oauth_token: *token\n",
        "github.com:\n    oauth_token: !!str gho_tagged\n",
        "github.com:\n    oauth_token: \"gho_\\u0041\"\n",
        "github.com:\n    oauth_token: 'gho_it''s'\n",
        "github.com:\n    oauth_token: |\n        gho_block\n",
        "github.com:\n    oauth_token: gho_runs\n        on_to_the_next_line\n",
        "github.com:\n    oauth_token: gho_one two\n",
        "github.com:\n    oauth_token: gho_first\n    oauth_token: gho_again\n",
        "github.com:\n    oauth_token: gho_a\ngithub.com:\n    oauth_token: gho_b\n",
        "github.com:\n        user: mona\n    oauth_token: gho_dedented\n",
        "- github.com:\n    oauth_token: gho_listed\n",
        "github.com:\n    oauth_token:\n",
        "github.com:\n    oauth_token: gho_ok\n...\n",
    ])
    func aFileNotLaidOutAsGhWritesItIsLeftToGh(text: String) {
        #expect(GHHostsFile.token(forHost: "github.com", in: text) == nil)
    }

    @Test(arguments: [
        ("git_protocol: https\nhosts:\n    github.com:\n        oauth_token: gho_old\n", true),
        ("editor: vim\r\nhosts:\r\n", true),
        ("git_protocol: https\neditor: vim\naliases:\n    co: pr checkout\n", false),
        ("", false),
    ] as [(String, Bool)])
    func hostsAnOldGhKeptInConfigYmlAreNoticed(text: String, expected: Bool) {
        #expect(GHHostsFile.keepsHosts(configText: text) == expected)
    }

    @Test(arguments: [
        ("api.github.com", "github.com"),
        ("API.GitHub.com", "github.com"),
        ("github.com", "github.com"),
        ("api.acme.ghe.com", "acme.ghe.com"),
        ("ghe.example.com", "ghe.example.com"),
        ("127.0.0.1", "127.0.0.1"),
    ])
    func anAPIHostIsFiledUnderTheNameGhGivesIt(apiHost: String, expected: String) {
        #expect(GHHostsFile.hostname(forAPIHost: apiHost) == expected)
    }
}
