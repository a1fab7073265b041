import CollectionsDomain
import Foundation

/// The cache keys of the Collections context, in one place so that repositories, logs and tests agree.
///
/// The language is not part of a key: the local data source checks it against a column instead.
enum FilmCollectionCacheKey {
    /// `collection:230`
    static func filmCollection(_ id: FilmCollection.ID) -> String {
        "collection:\(id)"
    }

    /// `collections:search:the godfather:page:1`: the query as sent, lower-cased.
    static func search(query: String, page: Int) -> String {
        "collections:search:\(query.lowercased()):page:\(page)"
    }
}
