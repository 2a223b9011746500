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

    init(settings: CloneSettings, home: String, environment: [String: String]) {
        self.settings = settings
        self.home = home
        self.cloner = GitCloner(environment: environment)
    }

    /// The config file's settings for this user (`~` is their home).
    init(settings config: AppConfig, environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        self.init(settings: config.cloneSettings(home: home), home: home, environment: environment)
    }

    func clone(_ repository: Repository, progress: @escaping @Sendable (CloneProgress) -> Void) async -> Result<String, CloneFailure> {
        switch CloneTarget.resolve(repository, settings: settings, home: home) {
        case .success(let target): await cloner.clone(target, progress: progress)
        case .failure(let failure): .failure(failure)
        }
    }

    func found(_ repositories: [Repository]) -> Set<RepoID> {
        ClonePresence.found(repositories, settings: settings, home: home)
    }
}
