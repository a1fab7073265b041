import DataPersistence
import Foundation
import GRDB

/// One result of a cached list or search page: a row of `tv_series_preview`, which
/// ``TVSeriesPreviewPageTables`` owns through `pageKey` and keeps in TMDb's order.
struct TVSeriesPreviewEntity: Codable, OwnedRow {
    /// The previewed series' TMDb id.
    var tvSeriesID: Int
    var name: String
    var originalName: String?
    var originalLanguage: String?
    /// Stored as JSON text, e.g. `["US"]`.
    var originCountry: [String]?
    var overview: String?
    var firstAirDate: Date?
    /// Stored as JSON text, e.g. `[18,80]`.
    var genreIDs: [Int]?
    var posterPath: String?
    var backdropPath: String?
    var popularity: Double?
    var voteAverage: Double?
    var voteCount: Int?
    var isAdultOnly: Bool?
}
