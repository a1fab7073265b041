import CollectionsDomain
import CoreDomain
import DataPersistence
import Foundation
import GRDB

/// The Collections cache in the shared SQLite database, through GRDB.
///
/// Each save is one transaction that updates the row in place (or inserts it) and replaces its
/// child rows (a collection's movies, a search page's results); rows written in another language
/// read as `nil`. A collection or a page is read with its children: two queries, however many.
public struct GRDBFilmCollectionLocalDataSource: FilmCollectionLocalDataSource {
    private let database: any DatabaseWriter
    private let language: String
    private let clock: any CacheClock
    private let mapper = FilmCollectionMapper()
    private let pages:
        GRDBPreviewPageStore<
            CollectionsPreviewPageTables, FilmCollectionPreviewPage, FilmCollectionPreviewMapper
        >

    /// A data source over a migrated database (see ``CollectionsMigrations``) for one TMDb language.
    ///
    /// - Parameter clock: stamps `cachedAt` on every save; the repositories' `CacheContext` should share it.
    public init(database: any DatabaseWriter, language: String, clock: any CacheClock) {
        self.database = database
        self.language = language
        self.clock = clock
        pages = GRDBPreviewPageStore(
            database: database, language: language, clock: clock, resultMapper: FilmCollectionPreviewMapper())
    }

    public func filmCollection(withID id: Int) async throws(DataAccessError) -> Cached<FilmCollection>? {
        try await database.readCached(CollectionsFilmCollectionEntity.self, key: id, language: language) { [mapper] in
            mapper.map($0)
        }
    }

    public func save(_ filmCollection: FilmCollection) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), mapper)
        try await database.saveAggregate(
            CollectionsFilmCollectionEntity.self,
            key: filmCollection.id,
            create: { mapper.map(filmCollection, language: language, cachedAt: cachedAt) },
            update: { mapper.map(filmCollection, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }

    public func page(forKey key: String) async throws(DataAccessError) -> Cached<FilmCollectionPreviewPage>? {
        try await pages.page(forKey: key)
    }

    public func save(_ page: FilmCollectionPreviewPage, forKey key: String) async throws(DataAccessError) {
        try await pages.save(page, forKey: key)
    }
}
