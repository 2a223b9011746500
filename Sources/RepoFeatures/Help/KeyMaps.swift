import TerminalUI

/// The key tables in effect: the standard ones with the user's rebindings (`[keys.list]`,
/// `[keys.detail]`, `[keys.prompt]` in the config file). The key maps, the help overlay, the
/// status line's hints and `--help` all read them, so they follow the user's keys together.
public struct KeyMaps: Equatable, Sendable {
    /// Where a binding works, as the config file names it.
    public enum Context: String, CaseIterable, Sendable {
        case list, detail, prompt
    }

    /// The keys the user gave each binding, by context and binding name.
    public private(set) var rebound: [Context: [String: [Key]]] = [:]

    public static let standard = KeyMaps()

    /// `--pick`: Enter picks, and help, the palette and the status line say so.
    public var picks = false

    /// The config file's `[[command]]`s, in its order: keys of the list and the detail too.
    public private(set) var commands: [CustomCommand] = []

    init() {}

    /// The list's keys: its own, then the user's commands.
    var list: [KeyBinding<RepoList.Action>] { listBuiltIn + commandBindings(in: .list, RepoList.Action.runCommand) }

    var listBuiltIn: [KeyBinding<RepoList.Action>] {
        let bindings = Self.apply(rebound[.list], to: RepoListKeyMap.bindings)
        guard picks else { return bindings }
        return bindings.map { binding in
            guard binding.name == "open" else { return binding }
            var picking = binding
            picking.summary = "pick: print the path of its clone and exit (cloning it first)"
            picking.hint = binding.hint.map { KeyHint($0.key, "pick", priority: $0.priority) }
            return picking
        }
    }
    var detail: [KeyBinding<RepoDetail.Action>] { detailBuiltIn + commandBindings(in: .detail, RepoDetail.Action.runCommand) }
    var detailBuiltIn: [KeyBinding<RepoDetail.Action>] { Self.apply(rebound[.detail], to: RepoDetailKeyMap.bindings) }

    /// The user's commands of `context` as key table rows; their hints are the first to give way.
    func commandBindings<Action>(in context: Context, _ action: (CustomCommand) -> Action) -> [KeyBinding<Action>] {
        commands.filter { $0.contexts.contains(context) }.map { command in
            KeyBinding([command.key], action(command), command.title + (command.confirm == nil ? "" : " (asks first)"),
                       hint: KeyHint(command.key.label, command.title, priority: 1))
        }
    }

    /// Adds a `[[command]]`; why not, when its key is taken where it would work (by a key of
    /// the app, of that place, or another command) — a key never does two things.
    public mutating func add(_ command: CustomCommand) -> String? {
        let key = command.key
        if AppRouter.route(forAnywhere: key) != nil || GlobalKeyMap.action(for: key) != nil {
            return "\(key.label) already works everywhere (\(AppRouter.bindings.first { $0.keys.contains(key) }?.summary ?? "quit"))"
        }
        for context in [Context.list, .detail] where command.contexts.contains(context) {
            let taken: String? = switch context {
            case .list: listBuiltIn.first { $0.keys.contains(key) }?.summary
            case .detail: detailBuiltIn.first { $0.keys.contains(key) }?.summary
            case .prompt: nil
            }
            if let taken { return "\(key.label) is already a key of the \(context.rawValue): \(taken)" }
            if let other = commands.first(where: { $0.key == key && $0.contexts.contains(context) }) {
                return "\(key.label) is already the key of the command '\(other.title)' in the \(context.rawValue)"
            }
        }
        commands.append(command)
        return nil
    }
    /// Every prompt binding (help).
    var prompt: [KeyBinding<PromptAction>] { Self.apply(rebound[.prompt], to: PromptKeyMap.bindings) }

    /// One prompt's table, its Enter and Esc hinted with what they do there.
    func prompt(_ purpose: PromptKeyMap.Purpose) -> [KeyBinding<PromptAction>] {
        Self.apply(rebound[.prompt], to: PromptKeyMap.bindings(for: purpose))
    }

    /// The names a context's bindings go by, in table order.
    public static func names(in context: Context) -> [String] {
        switch context {
        case .list: RepoListKeyMap.bindings.map(\.name)
        case .detail: RepoDetailKeyMap.bindings.map(\.name)
        case .prompt: PromptKeyMap.bindings.map(\.name)
        }
    }

    /// Gives binding `name` of `context` these keys (replacing its own); why not, when it cannot.
    public mutating func bind(_ name: String, in context: Context, to keys: [Key]) -> String? {
        guard Self.names(in: context).contains(name) else { return "no action '\(name)' in [keys.\(context.rawValue)]" }
        guard !keys.isEmpty else { return "'\(name)' needs at least one key" }
        if let taken = keys.first(where: { AppRouter.route(forAnywhere: $0) != nil || GlobalKeyMap.action(for: $0) != nil }) {
            return "\(taken.label) already works everywhere (\(AppRouter.bindings.first { $0.keys.contains(taken) }?.summary ?? "quit"))"
        }
        if context == .prompt, let typed = keys.first(where: { if case .character = $0 { true } else { false } }) {
            return "\(typed.label) is typed into the prompt; bind a control key, an arrow or a function key"
        }
        // The standard keys again are no rebinding (`--print-config` writes them all out).
        let standard = Self.standardKeys(of: name, in: context)
        if keys == standard { rebound[context]?[name] = nil } else { rebound[context, default: [:]][name] = keys }
        return nil
    }

    /// The keys binding `name` of `context` has in the standard tables.
    static func standardKeys(of name: String, in context: Context) -> [Key] {
        switch context {
        case .list: RepoListKeyMap.bindings.first { $0.name == name }?.keys ?? []
        case .detail: RepoDetailKeyMap.bindings.first { $0.name == name }?.keys ?? []
        case .prompt: PromptKeyMap.bindings.first { $0.name == name }?.keys ?? []
        }
    }

    /// The keys binding `name` of `context` has now.
    public func keys(of name: String, in context: Context) -> [Key] {
        rebound[context]?[name] ?? Self.standardKeys(of: name, in: context)
    }

    /// A key bound to two actions of one context once the user's keys are in.
    public struct Conflict: Equatable, Sendable {
        public var context: Context
        /// The two actions that have the key: one of them was given it by the user.
        public var names: [String]
        public var message: String
    }

    /// "c is bound to both clone and copy-url in [keys.list]", for every such key.
    public var conflicts: [Conflict] {
        func clashes<Action>(_ table: [KeyBinding<Action>], _ context: Context) -> [Conflict] {
            var owner: [Key: String] = [:]
            var found: [Conflict] = []
            for binding in table {
                for key in binding.keys {
                    if let first = owner[key], first != binding.name {
                        found.append(Conflict(context: context, names: [first, binding.name],
                                              message: "\(key.label) is bound to both \(first) and \(binding.name) in [keys.\(context.rawValue)]"))
                    } else {
                        owner[key] = binding.name
                    }
                }
            }
            return found
        }
        return clashes(list, .list) + clashes(detail, .detail) + clashes(prompt, .prompt)
    }

    /// `table` with the rebound bindings' keys replaced (and their hints showing the new key).
    private static func apply<Action>(_ keys: [String: [Key]]?, to table: [KeyBinding<Action>]) -> [KeyBinding<Action>] {
        guard let keys, !keys.isEmpty else { return table }
        return table.map { binding in
            guard let chosen = keys[binding.name] else { return binding }
            var rebound = binding
            rebound.keys = chosen
            if let first = chosen.first { rebound.hint?.key = first.label }
            return rebound
        }
    }
}
