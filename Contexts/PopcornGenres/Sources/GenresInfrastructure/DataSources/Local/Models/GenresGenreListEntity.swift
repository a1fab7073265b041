import DataPersistence
import Foundation
import GRDB

/// A cached genre list: one row of `genres_genre_list` per kind, with its genres, in TMDb's
/// order, as a relationship property (rows of `genres_genre`).
struct GenresGenreListEntity: CachedAggregateRecord, Equatable {
    static let databaseTableName = "genres_genre_list"

    /// The genres' table, owned through `mediaType`.
    static let genreRows = OwnedRowTable<GenresGenreEntity>("genres_genre", ownerColumn: "mediaType")

    /// The kind the list files, a `GenreMediaType` raw value (`movie`, `tv`): the row's key.
    var mediaType: String
    /// The TMDb language the list was fetched in; other languages read as a miss.
    var language: String
    var cachedAt: Date
    var genres: [GenresGenreEntity]?

    init(mediaType: String, language: String, cachedAt: Date, genres: [GenresGenreEntity]? = nil) {
        self.mediaType = mediaType
        self.language = language
        self.cachedAt = cachedAt
        self.genres = genres
    }

    init(row: Row) throws {
        mediaType = row["mediaType"]
        language = row["language"]
        cachedAt = row["cachedAt"]
        genres = try row.prefetchedRows[Self.genresKey].map { try $0.map(GenresGenreEntity.init(row:)) }
    }

    // Only columns are written: the genres live in their own table.
    func encode(to container: inout PersistenceContainer) throws {
        container["mediaType"] = mediaType
        container["language"] = language
        container["cachedAt"] = cachedAt
    }

    static var languageColumn: Column { Column("language") }

    /// Lists with their genres prefetched in one query.
    static var withChildren: QueryInterfaceRequest<Self> {
        all().including(all: genreRows.association(from: Self.self, key: genresKey))
    }

    /// The primary key column a cached list is found by, with ``languageColumn``.
    static let keyColumn = "mediaType"

    /// Fills the relationship property from the genre rows, with plain SQL (one query).
    mutating func readChildren(_ db: Database) throws {
        genres = try Self.genreRows.rows(ofOwner: mediaType, in: db)
    }

    /// Replaces this list's genre rows with the relationship property, in the caller's transaction.
    func replaceChildren(_ db: Database) throws {
        try Self.genreRows.replaceRows(genres ?? [], ofOwner: mediaType, in: db)
    }

    private static var genresKey: String { "genres" }
}
