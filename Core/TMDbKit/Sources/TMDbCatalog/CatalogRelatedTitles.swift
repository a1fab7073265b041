/// The catalog's stand-in for TMDb's recommendations and similar titles, which TMDb computes from
/// data the catalog does not have: the other titles of the same kind that share at least one
/// genre with the title, most shared genres first, then the most popular, then the lowest id.
enum CatalogRelatedTitles {
    /// The titles of `candidates` related to `title` (never `title` itself), in the order above.
    static func ranked<Entry: CatalogDiscoverable>(_ candidates: [Entry], relatedTo title: Entry) -> [Entry] {
        let genres = Set(title.catalogGenreIDs)
        let scored = candidates.compactMap { candidate -> (shared: Int, entry: Entry)? in
            guard candidate.id != title.id else {
                return nil
            }
            let shared = genres.intersection(candidate.catalogGenreIDs).count
            return shared > 0 ? (shared, candidate) : nil
        }
        return scored.sorted { lhs, rhs in
            if lhs.shared != rhs.shared {
                return lhs.shared > rhs.shared
            }
            let (left, right) = (lhs.entry.popularity ?? 0, rhs.entry.popularity ?? 0)
            return left != right ? left > right : lhs.entry.id < rhs.entry.id
        }
        .map(\.entry)
    }
}
