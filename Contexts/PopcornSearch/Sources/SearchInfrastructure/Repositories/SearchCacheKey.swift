import Foundation
import SearchDomain

/// The cache keys of the Search context, in one place so that repositories, logs and tests agree.
///
/// The language is not part of a key: the local data source checks it against a column instead.
enum SearchCacheKey {
    /// `search:all:page:1:fight club`, `search:movie:year:2021:page:1:dune`: the query comes last, so
    /// no query, whatever it contains, can be taken for another search's key.
    static func search(_ query: MediaSearchQuery) -> String {
        let year = query.year.map { ":year:\($0)" } ?? ""
        return "search:\(query.kind.rawValue)\(year):page:\(query.page):\(query.text.lowercased())"
    }

    /// `find:imdb:tt0137523`: what TMDb finds for an IMDb id.
    static func find(_ id: IMDbID) -> String {
        "find:imdb:\(id.text)"
    }
}
