import DataPersistence
import Foundation
import GRDB

/// One movie of a cached collection: a row of `collections_film_collection_part`, which
/// ``CollectionsFilmCollectionEntity`` owns through `filmCollectionID` and keeps in TMDb's order.
struct CollectionsFilmCollectionPartRow: Codable, OwnedRow {
    /// The movie's TMDb id.
    var movieID: Int
    var title: String
    var originalTitle: String?
    var originalLanguage: String?
    var overview: String?
    var releaseDate: Date?
    /// Stored as JSON text, e.g. `[18,80]`.
    var genreIDs: [Int]?
    var posterPath: String?
    var backdropPath: String?
    var popularity: Double?
    var voteAverage: Double?
    var voteCount: Int?
    var hasVideo: Bool?
    var isAdultOnly: Bool?
}
