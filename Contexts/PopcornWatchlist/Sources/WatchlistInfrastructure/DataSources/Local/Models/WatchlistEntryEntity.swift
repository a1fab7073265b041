import Foundation
import GRDB

/// One title on the watchlist: a row of `watchlist_entry`, in the user-data file, keyed by its kind
/// and TMDb id.
struct WatchlistEntryEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "watchlist_entry"

    /// A `WatchlistKind` raw value: `movie` or `tv`.
    var kind: String
    var tmdbID: Int
    var title: String
    var releaseDate: Date?
    var posterPath: String?
    var voteAverage: Double?
    var addedAt: Date
    var watchedAt: Date?
    var note: String?

    enum Columns: String, ColumnExpression {
        case kind, tmdbID, title, releaseDate, posterPath, voteAverage, addedAt, watchedAt, note
    }
}
