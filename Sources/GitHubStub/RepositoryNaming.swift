/// GitHub's rules for repository names and topics, each broken rule as the message of its 422.
enum RepositoryNaming {
    static let maximumNameLength = 100
    static let maximumTopicLength = 50
    static let maximumTopics = 20

    /// Why `name` cannot name a repository; nil when it can.
    static func problem(withName name: String) -> String? {
        if name.isEmpty { return "name is too short (minimum is 1 character)" }
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || ".-_".unicodeScalars.contains(scalar))
        }
        if !allowed { return "name can only contain ASCII letters, digits, and the characters ., - and _" }
        if name.count > maximumNameLength { return "name is too long (maximum is \(maximumNameLength) characters)" }
        if name == "." || name == ".." { return "name \(name) is reserved" }
        return nil
    }

    /// Why `topic` cannot be a topic (lowercase letters, digits and hyphens, starting with a
    /// letter or digit, at most 50 characters); nil when it can.
    static func problem(withTopic topic: String) -> String? {
        let scalars = Array(topic.unicodeScalars)
        func isLowercaseOrDigit(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) }
        let valid = scalars.count <= maximumTopicLength && scalars.first.map(isLowercaseOrDigit) == true
            && scalars.allSatisfy { isLowercaseOrDigit($0) || $0 == "-" }
        guard !valid else { return nil }
        return "\"\(topic)\" is not a valid topic. Topics must start with a lowercase letter or number, "
            + "consist of \(maximumTopicLength) characters or less, and can include hyphens."
    }

    /// Why `topics` (duplicates already collapsed) are too many; nil when they are not.
    static func problem(withTopicCount count: Int) -> String? {
        count > maximumTopics ? "A repository cannot have more than \(maximumTopics) topics." : nil
    }
}
