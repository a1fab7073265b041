import Foundation
import GRDB

/// A part of a movie its source was asked for and does not have (the offline catalog does not know
/// every part of every title): one row of `movies_unanswered_part`, owned by the movie's row.
///
/// It stands in for the part's own entry, so the part counts as cached (and is not asked for again)
/// until it expires like the part would.
struct MoviesUnansweredPartEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "movies_unanswered_part"

    var movieID: Int
    /// A `MoviePart` raw value.
    var part: String
    /// The TMDb language of the request; other languages read as not asked.
    var language: String
    var cachedAt: Date

    enum Columns: String, ColumnExpression {
        case movieID, part, language, cachedAt
    }

    /// The unanswered parts of a movie in `language`, in the caller's transaction.
    static func fetchAll(_ db: Database, movieID: Int, language: String) throws -> [Self] {
        try filter(Columns.movieID == movieID && Columns.language == language).fetchAll(db)
    }

    /// Forgets the given parts of a movie, in the caller's transaction.
    static func deleteAll(_ db: Database, movieID: Int, parts: [String]) throws {
        guard !parts.isEmpty else {
            return
        }
        try filter(Columns.movieID == movieID && parts.contains(Columns.part)).deleteAll(db)
    }
}
