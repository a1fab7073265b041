import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import Foundation
import GRDB
import Testing

@Suite("WatchProvidersEntityMapper")
struct WatchProvidersEntityTests {
    let database: DatabaseQueue
    let mapper = WatchProvidersEntityMapper<SampleWatchProvidersTables>()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [SampleSharedPiecesMigrations()])
    }

    func save(_ offers: [WatchProviderOffers], owner: Int = 550) async throws {
        let (mapper, cachedAt) = (mapper, cachedAt)
        try await database.saveAggregate(
            OwnedRowsEntity<SampleWatchProvidersTables>.self, key: owner,
            create: { mapper.map(offers, ownerID: owner, language: "en-US", cachedAt: cachedAt) },
            update: { mapper.map(offers, to: &$0, language: "en-US", cachedAt: cachedAt) })
    }

    func read(_ owner: Int = 550) async throws -> Cached<[WatchProviderOffers]>? {
        let mapper = mapper
        return try await database.readCached(
            OwnedRowsEntity<SampleWatchProvidersTables>.self, key: owner, language: "en-US"
        ) { mapper.map($0) }
    }

    @Test("Offers in several countries read back equal, countries and providers in TMDb's order")
    func roundTrips() async throws {
        let offers = [
            WatchProviderOffers.mock(),
            WatchProviderOffers.mock(
                countryCode: "GB", link: nil, flatRate: [], rent: [.mock(id: 3, name: "Google Play Movies")],
                buy: [.mock(id: 3, name: "Google Play Movies")],
                free: [.mock(id: 300, name: "Pluto TV", logoPath: nil)],
                ads: [.mock(id: 73, name: "Tubi TV", displayPriority: nil)]),
        ]
        try await save(offers)

        let cached = try await read()

        #expect(cached?.value == offers)
        #expect(cached?.cachedAt == cachedAt)
    }

    @Test("A title with no offers anywhere is cached as known and empty, not as missing")
    func noOffers() async throws {
        try await save([])

        #expect(try await read()?.value == [])
    }

    @Test("Saving again replaces every country's offers")
    func replaces() async throws {
        try await save([.mock(), .mock(countryCode: "GB")])
        try await save([.mock(countryCode: "FR", rent: [])])

        #expect(try await read()?.value == [.mock(countryCode: "FR", rent: [])])
    }

    @Test("Images and watch providers of one title are written in one transaction")
    func oneTransaction() async throws {
        let imageMapper = ImageCollectionEntityMapper<SampleImageTables>()
        let (mapper, cachedAt) = (mapper, cachedAt)
        try await database.write { db in
            try OwnedRowsEntity<SampleImageTables>.saveAggregate(
                in: db, key: 550, create: { imageMapper.map(.mock(), language: "en-US", cachedAt: cachedAt) },
                update: { _ in })
            try OwnedRowsEntity<SampleWatchProvidersTables>.saveAggregate(
                in: db, key: 550,
                create: { mapper.map([.mock()], ownerID: 550, language: "en-US", cachedAt: cachedAt) },
                update: { _ in })
        }

        let images = try await database.read { db in
            try OwnedRowsEntity<SampleImageTables>.fetchCached(in: db, key: 550, language: "en-US")
        }
        #expect(images.map(imageMapper.map) == .mock())
        #expect(try await read()?.value == [.mock()])
    }
}
