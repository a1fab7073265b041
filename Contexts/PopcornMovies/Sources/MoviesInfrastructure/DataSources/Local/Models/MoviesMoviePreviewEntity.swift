import DataPersistence
import Foundation
import GRDB

/// One result of a cached list or search page: a row of `movies_movie_preview`, which
/// ``MoviesPreviewPageTables`` owns through `pageKey` and keeps in TMDb's order.
struct MoviesMoviePreviewEntity: Codable, OwnedRow {
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
