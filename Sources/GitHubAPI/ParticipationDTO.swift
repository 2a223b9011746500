/// GitHub's `participation-stats`: commits per week over the last 52, oldest first.
struct ParticipationDTO: Decodable, Sendable {
    var all: [Int]
    var owner: [Int]
}
