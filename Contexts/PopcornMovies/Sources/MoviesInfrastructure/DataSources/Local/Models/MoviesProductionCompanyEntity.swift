import DataPersistence
import Foundation
import GRDB

/// One production company of a cached movie: a row of `movies_production_company`, in TMDb's order.
struct MoviesProductionCompanyEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "movies_production_company"

    var movieID: Int
    var position: Int
    var productionCompanyID: Int
    var name: String
    var originCountry: String
    var logoPath: String?
}

extension MoviesProductionCompanyEntity {
    enum Columns {
        static let movieID = Column(CodingKeys.movieID)
        static let position = Column(CodingKeys.position)
    }
}
