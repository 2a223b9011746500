import ArgumentParser
import RepoCore

/// The command line's bulk changes (issue 28): one change to every repository the list (and
/// `--filter`) shows, planned, shown, confirmed, applied, journaled; and the journal's undo.
struct ChangeOptions: ParsableArguments {
    @Flag(help: "Archive the repositories the list shows (with --filter: those it matches). Prints the plan, asks, applies; see --dry-run, --yes.")
    var archive = false
    @Flag(help: "Unarchive them.")
    var unarchive = false
    @Flag(name: .customLong("make-private"), help: "Make them private.")
    var makePrivate = false
    @Flag(name: .customLong("make-public"), help: "Make them public.")
    var makePublic = false
    @Option(name: .customLong("add-topic"), help: ArgumentHelp("Add a topic (repeat for more).", valueName: "topic"))
    var addTopics: [String] = []
    @Option(name: .customLong("remove-topic"), help: ArgumentHelp("Remove a topic (repeat for more).", valueName: "topic"))
    var removeTopics: [String] = []
    @Option(name: .customLong("set-description"), help: ArgumentHelp("Set the description (\"\" clears it).", valueName: "text"))
    var description: String?
    @Option(name: .customLong("set-homepage"), help: ArgumentHelp("Set the homepage (\"\" clears it).", valueName: "url"))
    var homepage: String?
    @Option(help: ArgumentHelp("Rename the one repository the list shows.", valueName: "name"))
    var rename: String?
    @Option(help: ArgumentHelp("Switch a feature on: issues, wiki or projects.", valueName: "feature"))
    var enable: RepoFeatureSwitch?
    @Option(help: ArgumentHelp("Switch a feature off: issues, wiki or projects.", valueName: "feature"))
    var disable: RepoFeatureSwitch?
    @Flag(name: .customLong("sync-fork"), help: "Fast-forward forks to their upstream (GitHub's \"Sync fork\").")
    var syncFork = false
    @Flag(help: "Delete them. Cannot be undone: asks for the count (or the name of one) typed back.")
    var delete = false
    @Flag(name: .customLong("dry-run"), help: "Print the plan of a change and exit; nothing changes.")
    var dryRun = false
    @Flag(help: "Apply a change without asking (needed when standard input is not a terminal).")
    var yes = false
    @Flag(help: "List the batches of changes applied (the journal in the cache directory); with --batch, take one back.")
    var undo = false
    @Option(help: ArgumentHelp("With --undo: the batch to take back.", valueName: "n"))
    var batch: Int?
    @Option(help: ArgumentHelp("With --undo --batch: only this repository's change (owner/name).", valueName: "owner/name"))
    var only: String?

    /// Every change asked for; more than one is a usage error.
    var changes: [RepoChange] {
        var changes: [RepoChange] = []
        if archive { changes.append(.archive) }
        if unarchive { changes.append(.unarchive) }
        if makePrivate { changes.append(.visibility(isPrivate: true)) }
        if makePublic { changes.append(.visibility(isPrivate: false)) }
        if !addTopics.isEmpty { changes.append(.addTopics(addTopics)) }
        if !removeTopics.isEmpty { changes.append(.removeTopics(removeTopics)) }
        if let description { changes.append(.description(description)) }
        if let homepage { changes.append(.homepage(homepage)) }
        if let rename { changes.append(.rename(rename)) }
        if let enable { changes.append(.feature(enable, enabled: true)) }
        if let disable { changes.append(.feature(disable, enabled: false)) }
        if syncFork { changes.append(.syncFork) }
        if delete { changes.append(.delete) }
        return changes
    }

    func validate() throws {
        let changes = self.changes
        if changes.count > 1 {
            throw ValidationError("one change at a time: " + changes.map(\.title).joined(separator: ", ") + " were asked for")
        }
        if let problem = changes.first?.problem { throw ValidationError(problem) }
        if undo, !changes.isEmpty { throw ValidationError("--undo takes changes back; it does not go with a change") }
        if batch != nil, !undo { throw ValidationError("--batch goes with --undo") }
        if only != nil, batch == nil { throw ValidationError("--only goes with --undo --batch") }
        if (dryRun || yes), changes.isEmpty, !undo { throw ValidationError("--dry-run and --yes go with a change") }
    }
}

extension RepoFeatureSwitch: ListedArgument {}
