import CoreDomain
import DataPersistence
import Foundation
import GRDB
import PeopleDomain

/// The People cache in the shared SQLite database, through GRDB.
///
/// Each save is one transaction that updates the parent row in place (or inserts it) and replaces
/// its child rows; each read fetches the parent with every child list prefetched, one query per
/// association. Rows written in another language read as `nil`. A person's screen (the person,
/// their credits and their photos, and the parts their source did not have) is read in one
/// transaction and saved in one.
public struct GRDBPersonLocalDataSource: PersonLocalDataSource {
    private let database: any DatabaseWriter
    private let language: String
    private let clock: any CacheClock
    private let personMapper = PersonMapper()
    private let creditsMapper = PersonCreditsMapper()
    private let imagesMapper = ImageCollectionEntityMapper<PeopleImageCollectionTables>()
    private let pageMapper = PreviewPageMapper<PeoplePreviewPageTables, PersonPreviewPage, PersonPreviewMapper>(
        resultMapper: PersonPreviewMapper())

    /// A data source over a migrated database (see ``PeopleMigrations``) for one TMDb language.
    ///
    /// - Parameter clock: stamps `cachedAt` on every save; the repositories' `CacheContext` should share it.
    public init(database: any DatabaseWriter, language: String, clock: any CacheClock) {
        self.database = database
        self.language = language
        self.clock = clock
    }

    public func person(withID id: Int) async throws(DataAccessError) -> Cached<Person>? {
        try await database.readCached(PeoplePersonEntity.self, key: id, language: language) { [personMapper] in
            personMapper.map($0)
        }
    }

    public func save(_ person: Person) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), personMapper)
        try await database.saveAggregate(
            PeoplePersonEntity.self,
            key: person.id,
            create: { mapper.map(person, language: language, cachedAt: cachedAt) },
            update: { mapper.map(person, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }

    public func credits(forPerson personID: Int) async throws(DataAccessError) -> Cached<PersonCredits>? {
        try await database.readCached(PeopleCreditsEntity.self, key: personID, language: language) {
            [creditsMapper] in
            creditsMapper.map($0)
        }
    }

    public func save(_ credits: PersonCredits) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), creditsMapper)
        try await database.saveAggregate(
            PeopleCreditsEntity.self,
            key: credits.id,
            create: { mapper.map(credits, language: language, cachedAt: cachedAt) },
            update: { mapper.map(credits, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }

    public func bundle(
        forPerson personID: Int
    ) async throws(DataAccessError) -> CachedParts<PersonBundle, ScreenEntry<PersonPart>>? {
        let (language, personMapper, creditsMapper, imagesMapper) = (
            language, personMapper, creditsMapper, imagesMapper
        )
        return try await database.readStorage { db in
            guard let person = try PeoplePersonEntity.fetchCached(in: db, key: personID, language: language) else {
                return nil
            }
            let credits = try PeopleCreditsEntity.fetchCached(in: db, key: personID, language: language)
            let images = try OwnedRowsEntity<PeopleImageCollectionTables>.fetchCached(
                in: db, key: personID, language: language)
            var cachedAt: [ScreenEntry<PersonPart>: Date] = [.details: person.cachedAt]
            cachedAt[.part(.combinedCredits)] = credits?.cachedAt
            cachedAt[.part(.images)] = images?.cachedAt
            // Parts the source did not have count as cached too, without a value.
            let unanswered = try UnansweredPartTable.people.unanswered(
                among: Set(PersonPart.allCases.filter { cachedAt[.part($0)] == nil }), of: personID,
                language: language, in: db)
            for (part, date) in unanswered {
                cachedAt[.part(part)] = date
            }
            let bundle = PersonBundle(
                person: personMapper.map(person),
                combinedCredits: credits.map(creditsMapper.map),
                images: images.map(imagesMapper.map),
                unansweredParts: Set(unanswered.keys)
            )
            return CachedParts(bundle: bundle, cachedAt: cachedAt)
        }
    }

    public func save(_ bundle: PersonBundle) async throws(DataAccessError) {
        let (language, cachedAt) = (language, clock.now())
        let (personMapper, creditsMapper, imagesMapper) = (personMapper, creditsMapper, imagesMapper)
        try await database.writeStorage { db in
            let person = bundle.person
            try PeoplePersonEntity.saveAggregate(
                in: db,
                key: person.id,
                create: { personMapper.map(person, language: language, cachedAt: cachedAt) },
                update: { personMapper.map(person, to: &$0, language: language, cachedAt: cachedAt) }
            )
            if let credits = bundle.combinedCredits {
                try PeopleCreditsEntity.saveAggregate(
                    in: db,
                    key: credits.id,
                    create: { creditsMapper.map(credits, language: language, cachedAt: cachedAt) },
                    update: { creditsMapper.map(credits, to: &$0, language: language, cachedAt: cachedAt) }
                )
            }
            if let images = bundle.images {
                try OwnedRowsEntity<PeopleImageCollectionTables>.saveAggregate(
                    in: db,
                    key: images.id,
                    create: { imagesMapper.map(images, language: language, cachedAt: cachedAt) },
                    update: { imagesMapper.map(images, to: &$0, language: language, cachedAt: cachedAt) }
                )
            }
            try UnansweredPartTable.people.record(
                answered: Set(PersonPart.allCases.filter(bundle.contains)), unanswered: bundle.unansweredParts,
                of: person.id, language: language, cachedAt: cachedAt, in: db)
            // A part is either cached or remembered as unanswered, never both.
            for part in bundle.unansweredParts {
                switch part {
                case .combinedCredits: try PeopleCreditsEntity.deleteOne(db, key: person.id)
                case .images: try OwnedRowsEntity<PeopleImageCollectionTables>.deleteOne(db, key: person.id)
                }
            }
        }
    }

    public func page(forKey key: String) async throws(DataAccessError) -> Cached<PersonPreviewPage>? {
        try await database.readCached(PreviewPageEntity<PeoplePreviewPageTables>.self, key: key, language: language) {
            [pageMapper] in
            pageMapper.map($0)
        }
    }

    public func save(_ page: PersonPreviewPage, forKey key: String) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), pageMapper)
        try await database.saveAggregate(
            PreviewPageEntity<PeoplePreviewPageTables>.self,
            key: key,
            create: { mapper.map(page, pageKey: key, language: language, cachedAt: cachedAt) },
            update: { mapper.map(page, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }
}
