// The child process of the SIGKILL test: replaces one user's repositories with alternating
// complete generations, forever, printing "committed <generation>" after each commit, until
// the test kills it. Arguments: cache directory, user, repositories per generation.
import Foundation
import RepoCore
import RepoStore

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[3]),
      let user = try? GitHubUsername(validating: arguments[2])
else {
    FileHandle.standardError.write(Data("usage: repostore-writer DIRECTORY USER COUNT\n".utf8))
    exit(2)
}
let (opened, notice) = SQLiteRepoCache.open(directory: URL(fileURLWithPath: arguments[1]))
guard let cache = opened else {
    FileHandle.standardError.write(Data("no cache: \(String(describing: notice))\n".utf8))
    exit(1)
}
// An orphan (its test process died before killing it) must not write forever: once it is
// re-parented, it stops. Found after an interrupted test run left three spinning for an hour.
let parent = getppid()
var generation = 0
while getppid() == parent {
    generation += 1
    try await cache.replace(WriterGeneration.entry(user: user, generation: generation, count: count))
    // Unbuffered, so the test sees each commit as soon as it happened.
    FileHandle.standardOutput.write(Data("committed \(generation)\n".utf8))
}
