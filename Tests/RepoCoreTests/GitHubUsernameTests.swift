import TestSupport
import Testing
@testable import RepoCore

@Suite struct GitHubUsernameTests {
    @Test(arguments: [
        "octocat",
        "a",
        "a-b",
        "a-b-c",
        String(repeating: "a", count: 39),
        "123",
        "0",
        "OctoCat",
        "ALLCAPS",
        "x1-y2-Z3",
    ])
    func validNamesAreAccepted(candidate: String) throws {
        let name = try GitHubUsername(validating: candidate)
        #expect(name.rawValue == candidate)
        #expect(name.description == candidate)
    }

    @Test(arguments: [
        ("", .empty),
        (Sample(String(repeating: "a", count: 40)), .tooLong(40)),
        (Sample(String(repeating: "x", count: 100)), .tooLong(100)),
        // Length is checked before content.
        (Sample(String(repeating: "-", count: 40)), .tooLong(40)),
        ("-a", .hyphenAtEnd),
        ("a-", .hyphenAtEnd),
        ("-", .hyphenAtEnd),
        ("-octocat-", .hyphenAtEnd),
        ("a--b", .consecutiveHyphens),
        ("a---b", .consecutiveHyphens),
        ("a_b", .invalidCharacter("_")),
        ("a.b", .invalidCharacter(".")),
        ("ü", .invalidCharacter("ü")),
        ("u\u{308}", .invalidCharacter("\u{308}")),
        ("漢字", .invalidCharacter("漢")),
        ("rocket🚀", .invalidCharacter("🚀")),
        ("Ａ", .invalidCharacter("Ａ")),
        ("a b", .invalidCharacter(" ")),
        (" octocat", .invalidCharacter(" ")),
        ("octocat\n", .invalidCharacter("\n")),
        ("a\tb", .invalidCharacter("\t")),
        ("a/b", .invalidCharacter("/")),
        ("../x", .invalidCharacter(".")),
        ("x?y=1", .invalidCharacter("?")),
        ("a%2Fb", .invalidCharacter("%")),
        ("me@example", .invalidCharacter("@")),
        ("\u{1B}[31m", .invalidCharacter("\u{1B}")),
        ("\u{9B}2J", .invalidCharacter("\u{9B}")),
        ("a\u{202E}b", .invalidCharacter("\u{202E}")),
        ("a\u{200B}b", .invalidCharacter("\u{200B}")),
        ("a\u{0}", .invalidCharacter("\u{0}")),
    ] as [(Sample, UsernameError)])
    func invalidNamesAreRejectedWithTheReason(candidate: Sample, error: UsernameError) {
        #expect(throws: error) {
            try GitHubUsername(validating: candidate.text)
        }
    }

    @Test func theThrownErrorIsTyped() {
        do {
            _ = try GitHubUsername(validating: "a_b")
            Issue.record("expected an error")
        } catch {
            // `error` is a UsernameError here without a cast, because the initializer throws typed.
            #expect(error == .invalidCharacter("_"))
        }
    }

    @Test func namesCompareByValue() throws {
        let one = try GitHubUsername(validating: "octocat")
        let two = try GitHubUsername(validating: "octocat")
        let other = try GitHubUsername(validating: "Octocat")
        #expect(one == two)
        #expect(one != other, "GitHub logins are case-insensitive, but the value keeps what was typed")
        #expect(Set([one, two, other]).count == 2)
    }

    // MARK: - Messages

    @Test(arguments: [
        (UsernameError.empty, "a GitHub user name cannot be empty"),
        (.tooLong(40), "a GitHub user name has at most 39 characters (this one has 40)"),
        (.hyphenAtEnd, "a GitHub user name cannot start or end with a hyphen"),
        (.consecutiveHyphens, "a GitHub user name cannot contain two hyphens in a row"),
        (.invalidCharacter("_"), "a GitHub user name has only letters, digits and hyphens (found '_')"),
        (.invalidCharacter("ü"), "a GitHub user name has only letters, digits and hyphens (found 'ü')"),
        (.invalidCharacter("🚀"), "a GitHub user name has only letters, digits and hyphens (found '🚀')"),
        // Invisible characters are named by code point rather than printed.
        (.invalidCharacter(" "), "a GitHub user name has only letters, digits and hyphens (found U+20)"),
        (.invalidCharacter("\t"), "a GitHub user name has only letters, digits and hyphens (found U+9)"),
        (.invalidCharacter("\u{1B}"), "a GitHub user name has only letters, digits and hyphens (found U+1B)"),
        (.invalidCharacter("\u{7F}"), "a GitHub user name has only letters, digits and hyphens (found U+7F)"),
        (.invalidCharacter("\u{9B}"), "a GitHub user name has only letters, digits and hyphens (found U+9B)"),
        (.invalidCharacter("\u{85}"), "a GitHub user name has only letters, digits and hyphens (found U+85)"),
        (.invalidCharacter("\u{2028}"), "a GitHub user name has only letters, digits and hyphens (found U+2028)"),
        (.invalidCharacter("\u{202E}"), "a GitHub user name has only letters, digits and hyphens (found U+202E)"),
        (.invalidCharacter("\u{200B}"), "a GitHub user name has only letters, digits and hyphens (found U+200B)"),
        (.invalidCharacter("\u{FEFF}"), "a GitHub user name has only letters, digits and hyphens (found U+FEFF)"),
        (.invalidCharacter("\u{308}"), "a GitHub user name has only letters, digits and hyphens (found U+308)"),
    ] as [(UsernameError, String)])
    func errorDescriptionsSayWhatIsWrong(error: UsernameError, message: String) {
        #expect(error.description == message)
        #expect("\(error)" == message)
    }

    /// A user name typed at a terminal can hold anything; the message about it must not carry
    /// control, format or other invisible characters back to the terminal.
    @Test(arguments: [
        "\u{1B}[31m", "\u{1B}]52;c;ZXZpbA==\u{07}", "\u{9B}2J", "\u{9D}0;x\u{9C}", "a\u{202E}b",
        "a\u{2066}b", "a\u{200D}b", "a\u{2028}b", "a\u{0}b", "a\u{7F}", "a\u{85}b", "a\u{AD}b", "a\u{301}",
        "a\u{E000}b",
    ] as [Sample])
    func messagesAboutHostileNamesContainOnlyVisibleCharacters(candidate: Sample) {
        do {
            _ = try GitHubUsername(validating: candidate.text)
            Issue.record("\(shown(candidate.text)) should be rejected")
        } catch {
            let invisible = error.description.unicodeScalars.filter { scalar in
                switch scalar.properties.generalCategory {
                case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator,
                     .privateUse:
                    true
                default:
                    false
                }
            }.map(\.value)
            #expect(invisible.isEmpty, "\(shown(error.description))")
        }
    }
}

/// Shown escaped in test output: the descriptions of some of these errors are what is under test,
/// and before they were fixed they carried C1 controls and bidi overrides to the terminal.
extension UsernameError: CustomTestStringConvertible {
    public var testDescription: String {
        switch self {
        case .empty: ".empty"
        case .tooLong(let count): ".tooLong(\(count))"
        case .invalidCharacter(let character): ".invalidCharacter(\(shown(String(character))))"
        case .hyphenAtEnd: ".hyphenAtEnd"
        case .consecutiveHyphens: ".consecutiveHyphens"
        }
    }
}
