import RepoConfig
import Foundation
import RepoCore
import RepoFeatures

/// What the effect runtime clones with: the settings, the home directory `~` stands for, and
/// git.
struct CloneRuntime: Sendable {
    var settings: CloneSettings
    var home: String
    var cloner: GitCloner
    var scanner: CloneStateScanner
    var updater: CloneUpdater

    init(settings: CloneSettings, home: String, environment: [String: String]) {
        self.settings = settings
        self.home = home
        self.cloner = GitCloner(environment: environment)
        let reader = CloneStateReader(git: cloner.git, environment: environment)
        self.scanner = CloneStateScanner(reader: reader)
        self.updater = CloneUpdater(git: cloner.git, reader: reader)
    }

    /// The config file's settings for this user (`~` is their home).
    init(settings config: AppConfig, environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        self.init(settings: config.cloneSettings(home: home), home: home, environment: environment)
    }

    func clone(_ repository: Repository, progress: @escaping @Sendable (CloneProgress) -> Void) async -> Result<String, CloneFailure> {
        // A clone under one of the roots is as good as one in the layout: never a second one.
        if let existing = CloneTarget.existing(repository, settings: settings, home: home) { return .failure(.exists(path: existing)) }
        return switch CloneTarget.resolve(repository, settings: settings, home: home) {
        case .success(let target): await cloner.clone(target, progress: progress)
        case .failure(let failure): .failure(failure)
        }
    }

    /// `F` or `U` on the repository's clone: where it was found (the layout or a root).
    func update(_ repository: Repository, _ update: CloneUpdate) async -> Result<CloneOutcome, CloneFailure> {
        if let existing = CloneTarget.existing(repository, settings: settings, home: home) {
            return await updater.update(at: existing, update)
        }
        return switch CloneTarget.path(of: repository, in: settings.layout, home: home) {
        case .success(let path): await updater.update(at: path, update)
        case .failure(let failure): .failure(failure)
        }
    }

    func lastCommit(at path: String) async -> LocalCommit? {
        await updater.reader.lastCommit(at: path)
    }

    /// The clones in `probe`'s would-be folder that none of `known` is.
    func localOnly(probe: Repository, known: [Repository]) -> [LocalClone] {
        LocalCloneFinder.find(probe: probe, known: known, settings: settings, home: home)
    }

    func found(_ repositories: [Repository]) -> Set<RepoID> {
        ClonePresence.found(repositories, settings: settings, home: home)
    }

    /// What git says of each of these repositories' clones, where `c` would clone them.
    func readStates(of repositories: [Repository], refresh: Bool,
                    deliver: @escaping @Sendable ([RepoID: CloneState]) -> Void) async {
        let clones = repositories.compactMap { repository -> (id: RepoID, path: String)? in
            if settings.roots.isEmpty {
                guard case .success(let path) = CloneTarget.path(of: repository, in: settings.layout, home: home) else { return nil }
                return (repository.id, path)
            }
            return CloneTarget.existing(repository, settings: settings, home: home).map { (repository.id, $0) }
        }
        await scanner.read(clones, refresh: refresh, deliver: deliver)
    }
}
