import DataPersistence
import Foundation

/// One result of a cached list or search page: a row of `tv_series_preview`, in TMDb's order.
struct TVSeriesPreviewEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_preview"

    /// The owning `tv_series_preview_page` row.
    var pageKey: String
    var position: Int
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

extension TVSeriesPreviewEntity {
    enum Columns {
        static let pageKey = Column(CodingKeys.pageKey)
        static let position = Column(CodingKeys.position)
    }
}
