import DataPersistence
import Foundation
import GRDB

/// One genre of a cached movie: a row of `movies_genre`, kept in TMDb's order by `position`.
struct MoviesGenreEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "movies_genre"

    var movieID: Int
    var position: Int
    var genreID: Int
    var name: String
}

extension MoviesGenreEntity {
    enum Columns {
        static let movieID = Column(CodingKeys.movieID)
        static let position = Column(CodingKeys.position)
    }
}
