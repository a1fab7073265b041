import DataPersistence
import Foundation
import GRDB

/// One country's rating of a series: a row of `tv_series_content_rating`, owned by the series'
/// content ratings, in TMDb's order.
struct TVSeriesContentRatingRow: Codable, OwnedRow {
    /// ISO 3166-1 code of the country.
    var countryCode: String
    var rating: String?
    /// Stored as JSON text, e.g. `["Violence"]`.
    var descriptors: [String]
}
