import Foundation
import GRDB

/// One diary entry: a row of `tracking_watch`, in the user-data file.
struct TrackingWatchEntity: Codable, Equatable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "tracking_watch"

    /// Set by SQLite on insert.
    var id: Int64?
    /// `movie` or `episode`.
    var kind: String
    /// The movie's id, or the episode's series' id.
    var tmdbID: Int
    var seasonNumber: Int?
    var episodeNumber: Int?
    /// The movie's title or the series' name, as when logged.
    var title: String
    var episodeName: String?
    /// `YYYY-MM-DD`.
    var watchedOn: String
    var loggedAt: Date

    enum Columns: String, ColumnExpression {
        case id, kind, tmdbID, seasonNumber, episodeNumber, title, episodeName, watchedOn, loggedAt
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

extension TrackingWatchEntity {
    /// The columns a read selects, in the order ``init(row:)`` reads them.
    static let selection = "id, kind, tmdbID, seasonNumber, episodeNumber, title, episodeName, watchedOn, loggedAt"

    /// A row of ``selection``, read by position: a heavy diary's history is tens of thousands of rows,
    /// which the decoder that looks each column up by name reads several times slower.
    init(row: Row) {
        id = row[0]
        kind = row[1]
        tmdbID = row[2]
        seasonNumber = row[3]
        episodeNumber = row[4]
        title = row[5]
        episodeName = row[6]
        watchedOn = row[7]
        loggedAt = row[8]
    }
}
