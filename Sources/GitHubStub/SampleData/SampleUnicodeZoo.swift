/// `unicode-zoo`: text whose display width differs from its length: CJK, emoji with
/// modifiers and ZWJ sequences, flags, combining marks, full-width and right-to-left scripts.
enum SampleUnicodeZoo {
    static let user = StubUser(
        login: "unicode-zoo", id: 1_000_002, type: .user, name: "Ünïcødé Zoo 動物園",
        repos: entries.enumerated().map { index, entry in
            StubRepository(
                id: 2_000_001 + Int64(index), name: entry.name, description: entry.description,
                language: entry.language, stargazersCount: 10 * (index + 1), forksCount: index,
                topics: entry.topics, defaultBranch: "main", sizeKB: 100 + index,
                createdAt: SampleClock.daysAgo(500 - index * 20),
                updatedAt: SampleClock.daysAgo(index * 7 + 1),
                pushedAt: SampleClock.daysAgo(index * 7 + 2),
                readme: index == 0 ? "# 日本語のリポジトリ\n\nこんにちは、世界！🌏\n" : nil)
        })

    private static let entries: [(name: String, description: String?, language: String?, topics: [String])] = [
        ("日本語-リポジトリ", "日本語の説明文です。全角文字は二桁幅で表示されます。", "Swift", ["日本語", "cjk"]),
        ("中文项目", "一个用于测试中文显示宽度的项目", "Go", ["中文"]),
        ("한국어-저장소", "한국어 설명: 한글은 넓은 문자입니다", "Rust", []),
        ("emoji-🚀-rocket", "Ships fast 🚀🔥✨ — with a thumbs-up 👍🏽 in a medium skin tone", "TypeScript", ["emoji"]),
        ("family-👨‍👩‍👧", "ZWJ sequence: 👨‍👩‍👧 is one grapheme of five scalars; flags 🇯🇵🇺🇦", nil, ["zwj", "flags"]),
        ("cafe\u{301}-combining", "Combining marks: cafe\u{301}, Zalgo Z\u{334}\u{327}a\u{335}l\u{336}g\u{337}o\u{334}, n\u{303}", "Python", []),
        ("עברית-rtl", "טקסט מימין לשמאל with English mixed in", nil, ["rtl"]),
        ("العربية", "نص عربي من اليمين إلى اليسار ١٢٣", "Kotlin", ["rtl", "arabic"]),
        ("ｆｕｌｌｗｉｄｔｈ", "Ｆｕｌｌｗｉｄｔｈ ＡＳＣＩＩ and halfwidth ｶﾀｶﾅ", "C", []),
        ("mixed-Ελληνικά-Кириллица", "Ελληνικά, Кириллица, ไทย, हिन्दी — scripts side by side", "Ruby", ["i18n"]),
    ]
}
