// The floor of a Swift program that does what repotui's first frame needs: Foundation and
// FoundationNetworking linked (libcurl on demand, as repotui), a SQLite file opened and read,
// ncurses started and one line drawn. Scripts/bench measures repotui's first frame beside it and
// beside the same in C (Scripts/lib/curses-floor.c): what Swift on Linux costs, and what is ours.
//
//   startup-floor DATABASE [URL]
//   startup-floor --json DATABASE OWNER
//
// With a URL it then asks for it once through URLSession, as a revalidation does: libcurl and
// its TLS libraries loaded, a session made, a body read. Its peak RSS is the floor of a process
// that draws, reads SQLite and asks GitHub, which the bench sets beside repotui's peaks.
// With --json it draws nothing: it prints the owner's cached rows as JSON (`JSONFloor`), the
// floor the bench sets beside `repotui --offline --json`.
import CNcurses
import CSQLiteTuning
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--json" {
    exit(JSONFloor.write(database: CommandLine.arguments[2], owner: CommandLine.arguments[3]))
}

var database: OpaquePointer?
var tables: Int32 = 0
if sqlite3_open_v2(CommandLine.arguments.dropFirst().first ?? ":memory:", &database, SQLITE_OPEN_READONLY, nil) == SQLITE_OK {
    var statement: OpaquePointer?
    if sqlite3_prepare_v2(database, "SELECT count(*) FROM sqlite_master", -1, &statement, nil) == SQLITE_OK,
       sqlite3_step(statement) == SQLITE_ROW {
        tables = sqlite3_column_int(statement, 0)
    }
    sqlite3_finalize(statement)
}
sqlite3_close(database)
// Kept in the binary as repotui keeps it: a session is made at the first request.
let timeout = URLSessionConfiguration.ephemeral.timeoutIntervalForRequest
setlocale(LC_CTYPE, "")
initscr()
mvaddstr(0, 0, " octocat · \(tables) tables · requests time out after \(Int(timeout)) s")
refresh()
endwin()

if let address = CommandLine.arguments.dropFirst(2).first, let url = URL(string: address) {
    let session = URLSession(configuration: .ephemeral)
    do {
        let (body, _) = try await session.data(from: url)
        print("\(body.count) bytes")
    } catch {
        print("startup-floor: \(error)")
        exit(1)
    }
}
