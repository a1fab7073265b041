import Foundation
import MoviesDomain

/// The cache keys of the movies context, in one place so that repositories, logs and tests agree.
///
/// The language is not part of a key: the local data source checks it against a column instead.
enum MovieCacheKey {
    /// `movie:550`
    static func movie(_ id: Int) -> String {
        "movie:\(id)"
    }

    /// `movie:550:credits`
    static func credits(forMovie movieID: Int) -> String {
        "movie:\(movieID):credits"
    }

    /// `movies:popular:page:2`
    static func list(_ list: MovieListKind, page: Int) -> String {
        "movies:\(list.rawValue):page:\(page)"
    }

    /// `movies:search:fight club:year:1999:page:1`, or `year:any` without a year.
    static func search(query: String, year: Int?, page: Int) -> String {
        "movies:search:\(query.lowercased()):year:\(year.map(String.init) ?? "any"):page:\(page)"
    }
}
