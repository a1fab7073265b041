/// A word TMDb's editors tag a title with ("heist", "based on novel or book"): shown on details
/// screens, and an id discover can filter on.
public struct Keyword: Identifiable, Equatable, Hashable, Sendable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
