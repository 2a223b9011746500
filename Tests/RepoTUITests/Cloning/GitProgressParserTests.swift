import RepoFeatures
import Testing
@testable import RepoTUI

/// `git clone --progress` as git writes it: phases counted up with `\r`, ended with `\n`,
/// split anywhere between reads; and its failures told apart.
struct GitProgressParserTests {
    @Test func theLatestPhaseAndPercentAreReadAcrossChunks() {
        var parser = GitProgressParser()

        #expect(parser.consume("Cloning into '/tmp/x'...\nremote: Enumerating objects: 205, done.\n") == CloneProgress(phase: "enumerating objects", percent: nil))
        #expect(parser.consume("remote: Compressing objects:  12% (24/200)\rremote: Compressing objects:  50% (100/2") == CloneProgress(phase: "compressing objects", percent: 12))
        #expect(parser.consume("00)\rReceiving objects:   7% (15/205), 1.2 MiB | 2.4 MiB/s\r") == CloneProgress(phase: "receiving objects", percent: 7))
        #expect(parser.consume("Receiving objects: 100% (205/205), 5.1 MiB | 3.0 MiB/s, done.\r\nResolving deltas: 100% (3/3), done.\n")
                == CloneProgress(phase: "resolving deltas", percent: 100))
        #expect(parser.lastLine == "Resolving deltas: 100% (3/3), done.")
        #expect(parser.consume("warning: You appear to have cloned an empty repository.\n") == nil)
    }

    @Test(arguments: [
        ("fatal: destination path '/x' already exists and is not an empty directory.", CloneFailure.exists(path: "/x")),
        ("git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.", .authenticationFailed),
        ("fatal: could not read Username for 'https://github.com': terminal prompts disabled", .authenticationFailed),
        ("fatal: could not create work tree dir '/x': Permission denied", .noPermission(path: "/x")),
        ("remote: Repository not found.\nfatal: repository 'https://github.com/o/r.git/' not found", .notFound),
        ("fatal: '/srv/none.git' does not appear to be a git repository", .notFound),
        ("fatal: unable to access 'https://github.com/o/r.git/': Could not resolve host: github.com",
         .network("fatal: unable to access 'https://github.com/o/r.git/': Could not resolve host: github.com")),
        ("fatal: the remote end hung up unexpectedly", .git("fatal: the remote end hung up unexpectedly")),
    ])
    func whatGitSaidBecomesAReasonInPlainWords(said: String, failure: CloneFailure) {
        var parser = GitProgressParser()
        _ = parser.consume(said + "\n")
        #expect(GitProgressParser.failure(from: parser.transcript, lastLine: parser.lastLine, target: "/x") == failure)
    }
}
