import DataPersistence
import Foundation
import GRDB

/// One production country of a cached movie: a row of `movies_production_country`, in TMDb's order.
struct MoviesProductionCountryEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "movies_production_country"

    var movieID: Int
    var position: Int
    var countryCode: String
    var name: String
}

extension MoviesProductionCountryEntity {
    enum Columns {
        static let movieID = Column(CodingKeys.movieID)
        static let position = Column(CodingKeys.position)
    }
}
