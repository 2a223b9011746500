@testable import CursesTerminal
import Testing

@Suite struct TerminalCapabilityCheckTests {
    /// The process facts for one case, and terminfo's answer should it be asked.
    struct Facts: Sendable {
        var stdin = true
        var stdout = true
        var term: String? = "xterm-256color"
        var terminfo = TerminfoEntry.usable
    }

    /// Runs the check, recording which TERM names terminfo was asked about.
    private func check(_ facts: Facts) -> (Result<String, TerminalOpenError>, looked: [String]) {
        var looked: [String] = []
        let result = Result { () throws(TerminalOpenError) -> String in
            try TerminalCapabilityCheck.validate(
                stdinIsTerminal: facts.stdin, stdoutIsTerminal: facts.stdout, term: facts.term,
                lookup: { looked.append($0); return facts.terminfo })
        }
        return (result, looked)
    }

    @Test("Each missing capability is reported, and terminfo is consulted only for a set TERM", arguments: [
        (Facts(), Result.success("xterm-256color"), ["xterm-256color"]),
        (Facts(stdin: false, stdout: false, term: nil), .failure(.inputNotTerminal), []),
        (Facts(stdout: false), .failure(.outputNotTerminal), []),
        (Facts(term: nil), .failure(.termNotSet), []),
        (Facts(term: ""), .failure(.termNotSet), []),
        (Facts(term: "xyz", terminfo: .unknown), .failure(.unknownTerm("xyz")), ["xyz"]),
        (Facts(term: "dumb", terminfo: .cannotAddressCursor), .failure(.cannotAddressCursor("dumb")), ["dumb"]),
        (Facts(term: "vt100", terminfo: .databaseMissing), .failure(.terminfoDatabaseMissing("vt100")), ["vt100"]),
    ] as [(Facts, Result<String, TerminalOpenError>, [String])])
    func validation(facts: Facts, expected: Result<String, TerminalOpenError>, expectedLookups: [String]) {
        let (result, looked) = check(facts)
        #expect(result == expected)
        #expect(looked == expectedLookups)
    }

    @Test("Errors read as one clear line each", arguments: [
        (TerminalOpenError.inputNotTerminal, "standard input is not a terminal; a full-screen terminal is needed"),
        (.outputNotTerminal, "standard output is not a terminal; a full-screen terminal is needed"),
        (.termNotSet, "TERM is not set; set it to your terminal's type, for example TERM=xterm-256color"),
        (.unknownTerm("xyz"), "TERM 'xyz' is not known to terminfo"),
        (.cannotAddressCursor("dumb"), "TERM 'dumb' cannot address the cursor; a full-screen terminal is needed"),
        (.terminfoDatabaseMissing("vt100"), "no terminfo database was found to describe TERM 'vt100'"),
        (.initializationFailed("xterm"), "ncurses could not start on TERM 'xterm'"),
        (.unknownTerm("x\u{1B}[2J\u{7}y"), "TERM 'x^Gy' is not known to terminfo"), // no escapes reach the screen
    ] as [(TerminalOpenError, String)])
    func descriptions(error: TerminalOpenError, expected: String) {
        #expect(error.description == expected)
    }

    @Test("The real terminfo database knows xterm, finds dumb unable to address the cursor, and not a made-up name")
    func realTerminfo() {
        let names = ["xterm-256color", "vt100", "dumb", "no-such-terminal-xyz"]
        #expect(names.map(Terminfo.entry(named:)) == [.usable, .usable, .cannotAddressCursor, .unknown])
    }
}
