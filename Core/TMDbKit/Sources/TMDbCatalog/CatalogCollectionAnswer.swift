import TMDbKit

/// The body the catalog sends for `/collection/{id}`, written as TMDb writes it: the collection's
/// fields, an empty overview (the catalog holds no text of collections), and its movies in `parts`,
/// each as the movie lists send it with its `media_type` (which ``CollectionDetailsDTO`` does not keep).
struct CatalogCollectionAnswer: Encodable {
    let collection: CatalogCollection

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case overview
        case posterPath = "poster_path"
        case backdropPath = "backdrop_path"
        case parts
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(collection.id, forKey: .id)
        try container.encode(collection.name, forKey: .name)
        try container.encode("", forKey: .overview)
        try container.encodeIfPresent(collection.posterPath, forKey: .posterPath)
        try container.encodeIfPresent(collection.backdropPath, forKey: .backdropPath)
        try container.encode(collection.parts.map { MultiSearchResultDTO.movie($0.listItem) }, forKey: .parts)
    }
}
