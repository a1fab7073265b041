/// A keyword as presentations show it, with the id `popcorn discover --keyword` takes.
public struct KeywordDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
