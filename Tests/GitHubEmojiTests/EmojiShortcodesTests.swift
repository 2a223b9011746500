import Testing
@testable import GitHubEmoji

/// GitHub's `:shortcode:` names to emoji: known names replaced, everything else as written.
struct EmojiShortcodesTests {
    @Test(arguments: [
        (":rocket: Fast builds", "🚀 Fast builds"),
        ("Ship it :+1::tada:", "Ship it 👍🎉"),
        (":warning: beta, :-1: for prod", "⚠️ beta, 👎 for prod"),
        ("Made in :jp: with :heart:", "Made in 🇯🇵 with ❤️"),
        ("at 12:30:45, see note:rocket:", "at 12:30:45, see note🚀"),
        ("12::rocket:", "12:🚀"),
        (":not_an_emoji: and :Rocket: stay", ":not_an_emoji: and :Rocket: stay"),
        ("a lone : and ::", "a lone : and ::"),
        ("no colons at all", "no colons at all"),
        (":", ":"),
        ("", ""),
    ])
    func knownShortcodesBecomeEmojiAndEverythingElseStays(description: String, shown: String) {
        #expect(EmojiShortcodes.replacing(in: description) == shown)
    }

    @Test func theTableHoldsGitHubsNamesForTheCommonEmoji() {
        let common = ["smile": "😄", "sparkles": "✨", "white_check_mark": "✅", "bug": "🐛", "zap": "⚡",
                      "fire": "🔥", "memo": "📝", "100": "💯", "thumbsup": "👍", "construction": "🚧"]
        #expect(common.allSatisfy { EmojiShortcodes.table[Substring($0.key)] == $0.value })
        #expect(EmojiShortcodes.table.count > 4_000)
    }
}
