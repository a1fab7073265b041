import CollectionsDomain
import CollectionsInfrastructure
import CollectionsTestHelpers
import CoreDomain
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import Testing

@Suite("DefaultFilmCollectionRepository")
struct DefaultFilmCollectionRepositoryTests {
    let database: DatabaseQueue
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockFilmCollectionRemoteDataSource()

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [CollectionsMigrations()])
        remote.stub(filmCollection: .success(.mock()))
    }

    private func repository(policy: CachePolicy = .cacheFirst) -> DefaultFilmCollectionRepository {
        DefaultFilmCollectionRepository(
            remoteDataSource: remote,
            localDataSource: GRDBFilmCollectionLocalDataSource(database: database, language: "en-US", clock: clock),
            cacheContext: .mock(policy: policy, clock: clock, reporter: reporter)
        )
    }

    @Test("a miss asks TMDb once, and the next call is answered by the cache with the same movies")
    func missThenHit() async throws {
        #expect(try await repository().filmCollection(withID: 230) == .mock())
        #expect(try await repository().filmCollection(withID: 230) == .mock())
        #expect(remote.filmCollectionCalledWith == [230])
        #expect(
            reporter.events == [
                .miss(.details, key: "collection:230"), .hit(.details, key: "collection:230", age: 0),
            ])
    }

    @Test("an entry older than a day is fetched again")
    func expiry() async throws {
        _ = try await repository().filmCollection(withID: 230)
        clock.advance(by: CacheTimeToLive.standard.details + 1)
        _ = try await repository().filmCollection(withID: 230)
        #expect(remote.filmCollectionCalledWith == [230, 230])
    }

    @Test("--refresh asks TMDb even when the entry is fresh, and writes the answer through")
    func refresh() async throws {
        _ = try await repository().filmCollection(withID: 230)
        remote.stub(filmCollection: .success(.mock(name: "Renamed")))

        #expect(try await repository(policy: .refresh).filmCollection(withID: 230).name == "Renamed")
        #expect(try await repository().filmCollection(withID: 230).name == "Renamed")
        #expect(remote.filmCollectionCalledWith == [230, 230])
    }

    @Test("when TMDb fails, the stale entry is returned and reported")
    func staleIfError() async throws {
        _ = try await repository().filmCollection(withID: 230)
        let age = CacheTimeToLive.standard.details + 1
        clock.advance(by: age)
        remote.stub(filmCollection: .failure(.unreachable("down")))
        #expect(try await repository().filmCollection(withID: 230) == .mock())
        #expect(
            reporter.events.last
                == .staleServed(.details, key: "collection:230", age: age, cause: .unreachable("down")))
    }

    @Test("not found is passed on")
    func notFound() async {
        remote.stub(filmCollection: .failure(.notFound))
        await #expect(throws: DataAccessError.notFound) {
            try await repository().filmCollection(withID: 230)
        }
    }

    @Test("offline never asks TMDb")
    func offline() async {
        await #expect(throws: DataAccessError.self) {
            try await repository(policy: .offline).filmCollection(withID: 230)
        }
        #expect(remote.filmCollectionCalledWith.isEmpty)
    }
}
