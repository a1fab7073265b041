import DataPersistence
import Foundation
import GRDB

/// One result of a cached popular or search page: a row of `people_preview`, which
/// ``PeoplePreviewPageTables`` owns through `pageKey` and keeps in TMDb's order.
struct PeoplePreviewEntity: Codable, OwnedRow {
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
