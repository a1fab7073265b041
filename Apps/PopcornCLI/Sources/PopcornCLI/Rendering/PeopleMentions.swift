/// People named in running text with the id that opens them:
/// `Vince Gilligan (id 66633), Peter Gould (id 10000)`.
enum PeopleMentions {
    /// The people in order, each once (by id), joined with commas.
    static func text(_ people: [(name: String, id: Int)], style: TextStyle) -> String {
        var seen = Set<Int>()
        return people.filter { seen.insert($0.id).inserted }
            .map { "\($0.name) (" + style.identifier("id \($0.id)") + ")" }
            .joined(separator: ", ")
    }
}
