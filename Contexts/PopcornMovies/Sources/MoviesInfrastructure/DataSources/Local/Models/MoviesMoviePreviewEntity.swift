import DataPersistence
import Foundation

/// One result of a cached list or search page: a row of `movies_movie_preview`, in TMDb's order.
struct MoviesMoviePreviewEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "movies_movie_preview"

    /// The owning `movies_preview_page` row.
    var pageKey: String
    var position: Int
    /// The previewed movie's TMDb id.
    var movieID: Int
    var title: String
    var originalTitle: String?
    var originalLanguage: String?
    var overview: String?
    var releaseDate: Date?
    /// Stored as JSON text, e.g. `[18,53]`.
    var genreIDs: [Int]?
    var posterPath: String?
    var backdropPath: String?
    var popularity: Double?
    var voteAverage: Double?
    var voteCount: Int?
    var hasVideo: Bool?
    var isAdultOnly: Bool?
}

extension MoviesMoviePreviewEntity {
    enum Columns {
        static let pageKey = Column(CodingKeys.pageKey)
        static let position = Column(CodingKeys.position)
    }
}
