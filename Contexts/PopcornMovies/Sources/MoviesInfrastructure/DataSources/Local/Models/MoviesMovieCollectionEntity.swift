import DataPersistence
import Foundation
import GRDB

/// The collection a cached movie belongs to: the at most one row of `movies_movie_collection` per movie.
struct MoviesMovieCollectionEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "movies_movie_collection"

    /// The owning movie, which is also this row's primary key.
    var movieID: Int
    var movieCollectionID: Int
    var name: String
    var posterPath: String?
    var backdropPath: String?
}
