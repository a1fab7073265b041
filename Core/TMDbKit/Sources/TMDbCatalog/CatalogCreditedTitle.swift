import TMDbKit

/// A movie or series as a person's credits and `known_for` show it, taken from its details
/// file: the title summary TMDb repeats in every combined-credits item.
struct CatalogCreditedTitle: Equatable, Sendable {
    static let movie = "movie"
    static let tv = "tv"

    /// `movie` or `tv`.
    let mediaType: String
    let id: Int
    let adult: Bool?
    let backdropPath: String?
    let genreIDs: [Int]
    let originCountry: [String]?
    let originalLanguage: String?
    let originalName: String?
    let originalTitle: String?
    let overview: String?
    let popularity: Double?
    let posterPath: String?
    let firstAirDate: String?
    let releaseDate: String?
    let name: String?
    let title: String?
    let video: Bool?
    let voteAverage: Double?
    let voteCount: Int?

    init(movie: MovieDetailsDTO) {
        mediaType = Self.movie
        id = movie.id
        adult = movie.adult
        backdropPath = movie.backdropPath
        genreIDs = movie.genres?.map(\.id) ?? []
        originCountry = nil
        originalLanguage = movie.originalLanguage
        originalName = nil
        originalTitle = movie.originalTitle
        overview = movie.overview
        popularity = movie.popularity
        posterPath = movie.posterPath
        firstAirDate = nil
        releaseDate = movie.releaseDate
        name = nil
        title = movie.title
        video = movie.video
        voteAverage = movie.voteAverage
        voteCount = movie.voteCount
    }

    init(series: TVSeriesDetailsDTO) {
        mediaType = Self.tv
        id = series.id
        adult = series.adult
        backdropPath = series.backdropPath
        genreIDs = series.genres?.map(\.id) ?? []
        originCountry = series.originCountry
        originalLanguage = series.originalLanguage
        originalName = series.originalName
        originalTitle = nil
        overview = series.overview
        popularity = series.popularity
        posterPath = series.posterPath
        firstAirDate = series.firstAirDate
        releaseDate = nil
        name = series.name
        title = nil
        video = nil
        voteAverage = series.voteAverage
        voteCount = series.voteCount
    }

    /// More popular first; equally popular movies before series, then by id, so the order
    /// never depends on the order files were read in.
    static func morePopular(_ lhs: Self, _ rhs: Self) -> Bool {
        let (left, right) = (lhs.popularity ?? 0, rhs.popularity ?? 0)
        if left != right {
            return left > right
        }
        return (lhs.mediaType, lhs.id) < (rhs.mediaType, rhs.id)
    }
}
