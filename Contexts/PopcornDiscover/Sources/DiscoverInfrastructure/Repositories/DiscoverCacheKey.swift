import DiscoverDomain
import Foundation

/// The cache keys of the Discover context, in one place so that the repository, logs and tests agree.
///
/// The language is not part of a key: the local data source checks it against a column instead.
enum DiscoverCacheKey {
    /// `discover:movie:genres=18&year=1999&sort=rating.desc:page:1`: the kind, the query's canonical
    /// filter (``DiscoverDomain/DiscoverQuery/filterKey``), then the page.
    static func page(_ query: DiscoverQuery) -> String {
        "discover:\(query.mediaType.rawValue):\(query.filterKey):page:\(query.page)"
    }
}
