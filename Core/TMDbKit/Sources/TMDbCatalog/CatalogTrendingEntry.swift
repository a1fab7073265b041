/// One row of the catalog's `trending.json`: which title or person stands at that place of a
/// trending list, named by TMDb's `media_type` (`movie`, `tv`, `person`) and id, as ids are unique
/// only within a kind.
struct CatalogTrendingEntry: Decodable, Equatable, Sendable {
    let mediaType: String
    let id: Int

    enum CodingKeys: String, CodingKey {
        case mediaType = "media_type"
        case id
    }
}
