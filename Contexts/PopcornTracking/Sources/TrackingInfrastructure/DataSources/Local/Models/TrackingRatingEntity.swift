import Foundation
import GRDB

/// One rating: a row of `tracking_rating`, in the user-data file, keyed by its item.
struct TrackingRatingEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tracking_rating"

    /// `movie:550`, `tv:1396` or `episode:1396:1:3`.
    var itemKey: String
    /// `movie`, `tv` or `episode`.
    var kind: String
    var tmdbID: Int
    var seasonNumber: Int?
    var episodeNumber: Int?
    /// The movie's title or the series' name, as when rated.
    var title: String
    var episodeName: String?
    /// The rating in halves: 1 (0.5) to 20 (10).
    var halves: Int
    var ratedAt: Date

    enum Columns: String, ColumnExpression {
        case itemKey, kind, tmdbID, seasonNumber, episodeNumber, title, episodeName, halves, ratedAt
    }
}
