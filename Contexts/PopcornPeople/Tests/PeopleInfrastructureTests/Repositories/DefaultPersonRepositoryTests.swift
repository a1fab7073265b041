import CoreDomain
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import PeopleDomain
import PeopleInfrastructure
import Testing

@Suite("DefaultPersonRepository")
struct DefaultPersonRepositoryTests {
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockPersonRemoteDataSource()
    let local: GRDBPersonLocalDataSource

    init() throws {
        local = GRDBPersonLocalDataSource(database: try PeopleTestDatabase.make(), language: "en-US", clock: clock)
    }

    func repository(policy: CachePolicy = .cacheFirst) -> DefaultPersonRepository {
        DefaultPersonRepository(
            remoteDataSource: remote,
            localDataSource: local,
            cacheContext: .mock(policy: policy, clock: clock, reporter: reporter)
        )
    }

    @Test("a person missing from the cache is fetched once and written through")
    func miss() async throws {
        remote.stub(person: .success(.mock()))

        let person = try await repository().person(withID: 287)

        #expect(person == .mock())
        #expect(remote.personCalledWith == [287])
        #expect(try await local.person(withID: 287)?.value == .mock())
        #expect(reporter.events == [.miss(.details, key: "person:287")])
    }

    @Test("a second request for a person is served from the cache without calling TMDb")
    func hit() async throws {
        remote.stub(person: .success(.mock()))
        _ = try await repository().person(withID: 287)
        clock.advance(by: 60)

        let person = try await repository().person(withID: 287)

        #expect(person == .mock())
        #expect(remote.personCalledWith == [287])
        #expect(reporter.events.last == .hit(.details, key: "person:287", age: 60))
    }

    @Test("a person older than the details time to live is fetched again and rewritten")
    func expiry() async throws {
        remote.stub(person: .success(.mock(name: "Old")))
        _ = try await repository().person(withID: 287)
        let age = CacheTimeToLive.standard.details + 1
        clock.advance(by: age)
        remote.stub(person: .success(.mock(name: "New")))

        let person = try await repository().person(withID: 287)

        #expect(person.name == "New")
        #expect(remote.personCalledWith == [287, 287])
        #expect(try await local.person(withID: 287)?.value.name == "New")
        #expect(reporter.events.last == .expired(.details, key: "person:287", age: age))
    }

    @Test("when TMDb fails, an expired person is served and reported as stale")
    func staleIfError() async throws {
        remote.stub(person: .success(.mock()))
        _ = try await repository().person(withID: 287)
        let age = CacheTimeToLive.standard.details + 1
        clock.advance(by: age)
        remote.stub(person: .failure(.unreachable("timed out")))

        let person = try await repository().person(withID: 287)

        #expect(person == .mock())
        #expect(
            reporter.events.last
                == .staleServed(.details, key: "person:287", age: age, cause: .unreachable("timed out")))
    }

    @Test("not found from TMDb is thrown, even over an expired copy, and nothing new is cached")
    func notFound() async throws {
        remote.stub(person: .failure(.notFound))
        await #expect(throws: DataAccessError.notFound) {
            try await repository().person(withID: 999)
        }
        #expect(try await local.person(withID: 999) == nil)

        try await local.save(Person.mock())
        clock.advance(by: CacheTimeToLive.standard.details + 1)
        await #expect(throws: DataAccessError.notFound) {
            try await repository().person(withID: 287)
        }
    }

    @Test("offline answers from an expired person and never calls TMDb")
    func offline() async throws {
        try await local.save(Person.mock())
        clock.advance(by: CacheTimeToLive.standard.details * 10)

        let person = try await repository(policy: .offline).person(withID: 287)

        #expect(person == .mock())
        #expect(remote.totalCallCount == 0)
    }

    @Test("offline with no person cached fails as unreachable without calling TMDb")
    func offlineMiss() async throws {
        await #expect {
            try await repository(policy: .offline).person(withID: 287)
        } throws: { error in
            guard case DataAccessError.unreachable = error else { return false }
            return true
        }
        #expect(remote.totalCallCount == 0)
    }

    @Test("credits missing from the cache are fetched once and written through under their own key")
    func creditsMiss() async throws {
        remote.stub(credits: .success(.mock()))

        let credits = try await repository().credits(forPerson: 287)

        #expect(credits == .mock())
        #expect(remote.creditsCalledWith == [287])
        #expect(remote.personCalledWith.isEmpty)
        #expect(try await local.credits(forPerson: 287)?.value == .mock())
        #expect(reporter.events == [.miss(.credits, key: "person:287:credits")])
    }

    @Test("a second request for credits is served from the cache without calling TMDb")
    func creditsHit() async throws {
        remote.stub(credits: .success(.mock()))
        _ = try await repository().credits(forPerson: 287)
        clock.advance(by: 60)

        let credits = try await repository().credits(forPerson: 287)

        #expect(credits == .mock())
        #expect(remote.creditsCalledWith == [287])
        #expect(reporter.events.last == .hit(.credits, key: "person:287:credits", age: 60))
    }

    @Test("credits stay fresh past the details time to live and expire after the credits one")
    func creditsExpiry() async throws {
        remote.stub(credits: .success(.mock(crew: [])))
        _ = try await repository().credits(forPerson: 287)
        clock.advance(by: CacheTimeToLive.standard.details + 1)
        _ = try await repository().credits(forPerson: 287)
        #expect(remote.creditsCalledWith == [287])

        clock.advance(by: CacheTimeToLive.standard.credits)
        remote.stub(credits: .success(.mock()))
        let credits = try await repository().credits(forPerson: 287)

        #expect(credits == .mock())
        #expect(remote.creditsCalledWith == [287, 287])
        #expect(try await local.credits(forPerson: 287)?.value == .mock())
    }

    @Test("when TMDb fails, expired credits are served and reported as stale")
    func creditsStaleIfError() async throws {
        remote.stub(credits: .success(.mock()))
        _ = try await repository().credits(forPerson: 287)
        let age = CacheTimeToLive.standard.credits + 1
        clock.advance(by: age)
        remote.stub(credits: .failure(.rateLimited("slow down")))

        let credits = try await repository().credits(forPerson: 287)

        #expect(credits == .mock())
        #expect(
            reporter.events.last
                == .staleServed(.credits, key: "person:287:credits", age: age, cause: .rateLimited("slow down")))
    }

    @Test("not found for credits is thrown over an expired copy")
    func creditsNotFound() async throws {
        try await local.save(PersonCredits.mock())
        clock.advance(by: CacheTimeToLive.standard.credits + 1)
        remote.stub(credits: .failure(.notFound))

        await #expect(throws: DataAccessError.notFound) {
            try await repository().credits(forPerson: 287)
        }
    }

    @Test("offline answers from expired credits and never calls TMDb")
    func creditsOffline() async throws {
        try await local.save(PersonCredits.mock())
        clock.advance(by: CacheTimeToLive.standard.credits * 10)

        let credits = try await repository(policy: .offline).credits(forPerson: 287)

        #expect(credits == .mock())
        #expect(remote.totalCallCount == 0)
    }
}
