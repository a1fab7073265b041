import CoreDomain
import DataPersistence
import Foundation
import __Context__Domain

/// The __Context__ cache in the shared SQLite database, through GRDB.
///
/// Each save is one transaction that updates the row in place (or inserts it) and replaces its
/// child rows; rows written in another language read as `nil`.
public struct GRDB__Entity__LocalDataSource: __Entity__LocalDataSource {
    private let database: any DatabaseWriter
    private let language: String
    private let clock: any CacheClock
    private let mapper = __Entity__Mapper()

    /// A data source over a migrated database (see ``__Context__Migrations``) for one TMDb language.
    ///
    /// - Parameter clock: stamps `cachedAt` on every save; the repositories' `CacheContext` should share it.
    public init(database: any DatabaseWriter, language: String, clock: any CacheClock) {
        self.database = database
        self.language = language
        self.clock = clock
    }

    public func __entity__(withID id: Int) async throws(DataAccessError) -> Cached<__Entity__>? {
        try await database.readCached(__Record__.self, key: id, language: language) { [mapper] in
            mapper.map($0)
        }
    }

    public func save(_ __entity__: __Entity__) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), mapper)
        try await database.saveAggregate(
            __Record__.self,
            key: __entity__.id,
            create: { mapper.map(__entity__, language: language, cachedAt: cachedAt) },
            update: { mapper.map(__entity__, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }
}
