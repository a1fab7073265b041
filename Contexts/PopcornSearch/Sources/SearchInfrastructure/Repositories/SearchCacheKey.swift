import Foundation
import SearchDomain

/// The cache keys of the Search context, in one place so that repositories, logs and tests agree.
///
/// The language is not part of a key: the local data source checks it against a column instead.
enum SearchCacheKey {
    /// `search:all:fight club:page:1`, `search:movie:dune:year:2021:page:1`
    static func search(_ query: MediaSearchQuery) -> String {
        let year = query.year.map { ":year:\($0)" } ?? ""
        return "search:\(query.kind.rawValue):\(query.text.lowercased())\(year):page:\(query.page)"
    }
}
