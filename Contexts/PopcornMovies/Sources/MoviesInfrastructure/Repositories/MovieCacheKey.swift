import Foundation
import MoviesDomain

/// The cache keys of the movies context, in one place so that repositories, logs and tests agree.
///
/// The language is not part of a key: the local data source checks it against a column instead.
/// The region is not either: a movie's certifications and watch providers are cached for every
/// country, and the application layer picks the reader's.
enum MovieCacheKey {
    /// `movie:550`
    static func movie(_ id: Int) -> String {
        "movie:\(id)"
    }

    /// `movie:550:credits`
    static func credits(forMovie movieID: Int) -> String {
        "movie:\(movieID):credits"
    }

    /// `movie:550:release_dates`, `movie:550:images`, `movie:550:watch_providers`, `movie:550:videos`,
    /// `movie:550:keywords`, `movie:550:translations`, and the first page
    /// of `movie:550:recommendations:page:1` and `movie:550:similar:page:1`.
    static func part(_ part: MoviePart, ofMovie movieID: Int) -> String {
        switch part {
        case .credits: credits(forMovie: movieID)
        case .releaseDates: "movie:\(movieID):release_dates"
        case .images: "movie:\(movieID):images"
        case .recommendations: recommendations(forMovie: movieID, page: 1)
        case .similar: similar(forMovie: movieID, page: 1)
        case .watchProviders: "movie:\(movieID):watch_providers"
        case .videos: "movie:\(movieID):videos"
        case .keywords: "movie:\(movieID):keywords"
        case .translations: "movie:\(movieID):translations"
        }
    }

    /// `movie:550:recommendations:page:2`
    static func recommendations(forMovie movieID: Int, page: Int) -> String {
        "movie:\(movieID):recommendations:page:\(page)"
    }

    /// `movie:550:similar:page:2`
    static func similar(forMovie movieID: Int, page: Int) -> String {
        "movie:\(movieID):similar:page:\(page)"
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
