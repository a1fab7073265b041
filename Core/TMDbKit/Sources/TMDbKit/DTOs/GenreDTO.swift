/// A genre as TMDb sends it inside movie and TV series details (`{"id":18,"name":"Drama"}`).
public struct GenreDTO: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String

    enum CodingKeys: String, CodingKey {
        case id
        case name
    }

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
