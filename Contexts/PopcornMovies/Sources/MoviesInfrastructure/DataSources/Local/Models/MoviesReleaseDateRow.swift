import DataPersistence
import Foundation
import GRDB

/// One release of a movie in one country: a row of `movies_release_date`, owned by the movie's
/// release dates; the rows of one country follow each other in TMDb's order.
struct MoviesReleaseDateRow: Codable, OwnedRow {
    /// ISO 3166-1 code of the country.
    var countryCode: String
    var certification: String?
    /// Stored as JSON text, e.g. `["Violence"]`.
    var descriptors: [String]
    var languageCode: String?
    var note: String?
    var releaseDate: Date?
    /// A ``MovieReleaseType`` raw value (TMDb's number).
    var type: Int
}
