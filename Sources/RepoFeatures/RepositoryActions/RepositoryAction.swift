import Foundation
import RepoCore

/// What `o`, `O`, `y` and `Y` ask for, on the repository selected in the list or shown in the
/// detail pane.
public enum RepositoryAction: Equatable, Sendable, CaseIterable {
    /// The repository's web page, in the browser.
    case openPage
    /// The owner's web page, in the browser.
    case openOwnerPage
    /// The HTTPS clone URL, to the clipboard.
    case copyCloneURL
    /// The SSH clone URL, to the clipboard.
    case copySSHURL
}

/// What has to happen outside the app for an action: a page to open or text to copy.
public enum ExternalRequest: Equatable, Sendable {
    case open(URL)
    case copy(String)
    /// The user's editor or shell, in the foreground, in a clone's directory.
    case runInClone(CloneProgram, directory: String)
    /// A `[[command]]` of the config file, filled in for one repository.
    case runCommand(RunnableCommand)
}

/// What `e` and `$` run in a clone.
public enum CloneProgram: String, Equatable, Sendable {
    /// `$VISUAL`, else `$EDITOR`, else `vi`.
    case editor
    /// `$SHELL`, else `/bin/sh`.
    case shell
}

extension RepositoryAction {
    /// The request for `repository`, or why there is none (a field GitHub left empty, or a web
    /// address that is not http or https — the data comes from strangers, and only web pages are
    /// ever handed to a browser).
    func request(for repository: Repository) -> Result<ExternalRequest, RepositoryActionProblem> {
        switch self {
        case .openPage:
            return Self.webPage(repository.htmlURL).map(ExternalRequest.open)
        case .openOwnerPage:
            guard let page = repository.owner.htmlURL ?? Self.ownerPage(of: repository) else {
                return .failure(.noOwnerPage(repository.owner.login))
            }
            return Self.webPage(page).map(ExternalRequest.open)
        case .copyCloneURL:
            guard let url = repository.cloneURL, !url.isEmpty else { return .failure(.missing("clone URL", repository.fullName)) }
            return Self.pasteable(url, "clone URL", of: repository).map(ExternalRequest.copy)
        case .copySSHURL:
            guard let url = repository.sshURL, !url.isEmpty else { return .failure(.missing("SSH URL", repository.fullName)) }
            return Self.pasteable(url, "SSH URL", of: repository).map(ExternalRequest.copy)
        }
    }

    /// When the listing did not carry the owner's `html_url`: the repository page's scheme and
    /// host with the owner's login as the path (`https://github.com/octocat`), which is where
    /// GitHub and GitHub Enterprise keep a user's or organisation's page.
    static func ownerPage(of repository: Repository) -> String? {
        guard let page = URLComponents(string: repository.htmlURL), let scheme = page.scheme, let host = page.host,
              !repository.owner.login.isEmpty else { return nil }
        var owner = URLComponents()
        owner.scheme = scheme
        owner.host = host
        owner.port = page.port
        owner.path = "/" + repository.owner.login
        return owner.string
    }

    /// `text` unless it holds control characters: what is copied is pasted, often into a shell,
    /// where a newline or an escape sequence from a stranger's data would act.
    static func pasteable(_ text: String, _ what: String, of repository: Repository) -> Result<String, RepositoryActionProblem> {
        let hasControl = text.unicodeScalars.contains { $0.properties.generalCategory == .control }
        return hasControl ? .failure(.controlCharacters(what, repository.fullName)) : .success(text)
    }

    /// `text` as a URL a browser may be given: http or https, with a host.
    static func webPage(_ text: String) -> Result<URL, RepositoryActionProblem> {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty else {
            return .failure(.notAWebPage(text))
        }
        return .success(url)
    }
}

/// Why an action cannot be carried out for a repository, before anything is launched.
enum RepositoryActionProblem: Error, Equatable, Sendable {
    /// GitHub gave no `what` (say, "SSH URL") for the repository `fullName`.
    case missing(_ what: String, _ fullName: String)
    case noOwnerPage(_ login: String)
    /// The `what` of `fullName` holds control characters; never put on the clipboard.
    case controlCharacters(_ what: String, _ fullName: String)
    /// Not an http or https address; never handed to a browser.
    case notAWebPage(String)
}
