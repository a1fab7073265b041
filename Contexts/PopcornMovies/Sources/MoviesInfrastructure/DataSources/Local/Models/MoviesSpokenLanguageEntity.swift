import DataPersistence
import Foundation
import GRDB

/// One spoken language of a cached movie: a row of `movies_spoken_language`, in TMDb's order.
struct MoviesSpokenLanguageEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "movies_spoken_language"

    var movieID: Int
    var position: Int
    var languageCode: String
    var name: String
}

extension MoviesSpokenLanguageEntity {
    enum Columns {
        static let movieID = Column(CodingKeys.movieID)
        static let position = Column(CodingKeys.position)
    }
}
