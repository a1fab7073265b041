import DataPersistence
import Foundation

/// One result of a cached popular or search page: a row of `people_preview`, in TMDb's order.
struct PeoplePreviewEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "people_preview"

    /// The owning `people_preview_page` row.
    var pageKey: String
    var position: Int
    /// The previewed person's TMDb id.
    var personID: Int
    var name: String
    var knownForDepartment: String?
    /// A `Gender` raw value.
    var gender: Int
    var profilePath: String?
    var popularity: Double?
    /// Stored as JSON text, e.g. `["Fight Club","Se7en"]`.
    var knownForTitles: [String]
}

extension PeoplePreviewEntity {
    enum Columns {
        static let pageKey = Column(CodingKeys.pageKey)
        static let position = Column(CodingKeys.position)
    }
}
