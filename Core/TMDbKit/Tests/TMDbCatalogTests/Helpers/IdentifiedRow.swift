/// Any list row reduced to its id, to read pages of movies and of series alike.
struct IdentifiedRow: Codable, Equatable, Sendable {
    let id: Int
}
