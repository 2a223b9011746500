import RepoCore
import TestSupport
import Testing

/// A token is blanked out where it stands as a word (a header, a URL's query, a server's echo)
/// and nowhere else, whatever its length, and what is put in is never read again.
@Suite struct SecretRedactionTests {
    @Test(arguments: [
        ("x", "GitHub user 'ThisUserShouldReallyNotExist' not found", "GitHub user 'ThisUserShouldReallyNotExist' not found"),
        ("e", "GitHub user 'ThisUserShouldReallyNotExist' not found", "GitHub user 'ThisUserShouldReallyNotExist' not found"),
        ("e", "Bearer e", "Bearer <redacted>"),
        ("ghp_s3cr3t", "Authorization: token ghp_s3cr3t, again:ghp_s3cr3t.", "Authorization: token <redacted>, again:<redacted>."),
        ("ghp_s3cr3t", "https://x.test/?access_token=ghp_s3cr3t&page=2", "https://x.test/?access_token=<redacted>&page=2"),
        ("ghp_s3cr3t", "ghp_s3cr3tghp_s3cr3t and xghp_s3cr3t", "ghp_s3cr3tghp_s3cr3t and xghp_s3cr3t"),
        ("-dash-", "a-dash-b", "a<redacted>b"),
    ])
    func aTokenIsBlankedOutWhereItStandsAsAWordOnly(token: String, message: String, expected: String) {
        #expect(SecretRedaction([token])(message) == expected)
    }

    @Test func theLongerOfTwoSecretsWinsAndNoneIsFoundInWhatWasPutIn() {
        let redaction = SecretRedaction(["ab", "ab cd", "red", nil, ""])
        #expect(redaction("x ab cd y ab") == "x <redacted> y <redacted>")
        #expect(redaction("<redacted>") == "<redacted>")
        #expect(SecretRedaction([nil, ""])("ab") == "ab")
    }

    /// Messages of random words, some of them the token, some with the token inside them, for
    /// tokens of 1 to 40 characters: exactly the words that are the token become `<redacted>`.
    @Test(arguments: 0..<8)
    func forTokensOfAnyLengthExactlyTheWordsThatAreTheTokenAreBlankedOut(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_").map(String.init)
        let separators = [" ", ", ", "'", "\"", ": ", "=", "&", "/", "(", ")", "\n", "—", "<", ">"]
        for _ in 0..<200 {
            let token = random.string(from: alphabet, length: 1...40)
            var message = ""
            var expected = ""
            for index in 0..<random.int(in: 1...12) {
                // The token; the token inside a longer word (a coincidence, never a credential);
                // any other word (the token's characters may well make it up).
                let said = switch random.below(4) {
                case 0: token
                case 1: random.string(from: alphabet, length: 1...3) + token + random.string(from: alphabet, length: 0...3)
                default: random.string(from: alphabet, length: 1...12)
                }
                let word = (said: said, shown: said == token ? "<redacted>" : said)
                let separator = index == 0 ? "" : random.element(of: separators)
                message += separator + word.said
                expected += separator + word.shown
            }
            #expect(SecretRedaction([token])(message) == expected, "token \(token)")
        }
    }
}
