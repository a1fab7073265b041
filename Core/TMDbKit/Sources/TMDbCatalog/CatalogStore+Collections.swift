import TMDbKit

extension CatalogStore {
    /// Every collection the catalogued movies belong to, most popular first (see ``CatalogCollection``),
    /// grouped once.
    func collections() -> [CatalogCollection] {
        if let collectionList {
            return collectionList
        }
        let grouped = CatalogCollection.all(in: movies())
        collectionList = grouped
        return grouped
    }

    /// The collection with TMDb id `id`, or `nil` when no catalogued movie belongs to it (TMDb
    /// answers 404 for an unknown collection).
    func collection(id: Int) -> CatalogCollection? {
        collections().first { $0.id == id }
    }

    /// The rows of the collections whose names hold every word of the query, most popular first.
    func searchCollections(matching matcher: CatalogTitleMatcher) -> [CollectionListItemDTO] {
        collections().filter { matcher.matches(anyOf: [$0.name]) }.map(\.listItem)
    }
}
