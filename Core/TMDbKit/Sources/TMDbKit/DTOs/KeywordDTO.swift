/// One keyword TMDb's editors tagged a title with (`{"id": 825, "name": "support group"}`), in a
/// title's keywords and in `GET /search/keyword`; its id is what discover's `with_keywords` takes.
public struct KeywordDTO: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
