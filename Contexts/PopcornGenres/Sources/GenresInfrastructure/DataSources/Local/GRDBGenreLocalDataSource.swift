import CoreDomain
import DataPersistence
import Foundation
import GRDB
import GenresDomain

/// The Genres cache in the shared SQLite database, through GRDB.
///
/// Each save is one transaction that updates the kind's list row in place (or inserts it) and
/// replaces its genres; a list written in another language reads as `nil`. A list is read with
/// its genres prefetched: two queries, however many genres it has.
public struct GRDBGenreLocalDataSource: GenreLocalDataSource {
    private let database: any DatabaseWriter
    private let language: String
    private let clock: any CacheClock
    private let mapper = GenreListMapper()

    /// A data source over a migrated database (see ``GenresMigrations``) for one TMDb language.
    ///
    /// - Parameter clock: stamps `cachedAt` on every save; the repository's `CacheContext` should share it.
    public init(database: any DatabaseWriter, language: String, clock: any CacheClock) {
        self.database = database
        self.language = language
        self.clock = clock
    }

    public func genres(for mediaType: GenreMediaType) async throws(DataAccessError) -> Cached<[Genre]>? {
        try await database.readCached(GenresGenreListEntity.self, key: mediaType.rawValue, language: language) {
            [mapper] in
            mapper.map($0)
        }
    }

    public func save(_ genres: [Genre], for mediaType: GenreMediaType) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), mapper)
        try await database.saveAggregate(
            GenresGenreListEntity.self,
            key: mediaType.rawValue,
            create: { mapper.map(genres, mediaType: mediaType, language: language, cachedAt: cachedAt) },
            update: { mapper.map(genres, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }
}
