/// `hostile`: names and descriptions that try to take over a terminal: CSI colour and clear
/// sequences, an OSC 52 clipboard write, OSC 8 hyperlinks, an OSC 0 title change, the C1 CSI
/// byte, BEL, backspaces, CR/LF and tabs. No NUL: JSON strings may carry it but C APIs stop there.
enum SampleHostile {
    static let user = StubUser(
        login: "hostile", id: 1_000_003, type: .user, name: "\u{1B}[5mBlinking\u{1B}[0m Mallory",
        repos: entries.enumerated().map { index, entry in
            StubRepository(
                id: 3_000_001 + Int64(index), name: entry.name, description: entry.description,
                homepage: entry.homepage, language: entry.language, stargazersCount: 666,
                forksCount: 13, topics: entry.topics, defaultBranch: "main", sizeKB: 1,
                createdAt: SampleClock.daysAgo(200 + index), updatedAt: SampleClock.daysAgo(5 + index),
                pushedAt: SampleClock.daysAgo(6 + index),
                readme: index == 0 ? "# \u{1B}[31mREADME\u{1B}[0m\n\u{1B}]52;c;ZXZpbA==\u{07}Copied!\n" : nil)
        })

    private static let entries:
        [(name: String, description: String?, homepage: String?, language: String?, topics: [String])] = [
            (
                "red\u{1B}[31malert", "\u{1B}[31mRED\u{1B}[0m text, then \u{1B}[2J\u{1B}[H a cleared screen",
                nil, "Shell", ["\u{1B}[1mbold-topic"]
            ),
            (
                "clipboard-writer", "Looks harmless \u{1B}]52;c;ZXZpbA==\u{07} but writes your clipboard",
                "https://example.com/\u{1B}]52;c;ZXZpbA==\u{07}", nil, []
            ),
            (
                "osc8-link", "\u{1B}]8;;https://evil.example/\u{1B}\\click me\u{1B}]8;;\u{1B}\\ and \u{1B}]0;pwned title\u{07}",
                nil, "JavaScript", []
            ),
            (
                "c1\u{9B}31mcsi", "C1 CSI \u{9B}31mred\u{9B}0m and a bell\u{07}\u{07}\u{07}",
                nil, "C", []
            ),
            (
                "backspace", "safe text\u{08}\u{08}\u{08}\u{08}EVIL and a DEL\u{7F}",
                nil, "Sh\u{08}ell", []
            ),
            (
                "multi\nline", "first line\r\nsecond line\rOVERWRITTEN\ttabbed\tcolumns\u{0B}\u{0C}",
                "javascript:alert(1)", "Perl", ["new\nline"]
            ),
        ]
}
