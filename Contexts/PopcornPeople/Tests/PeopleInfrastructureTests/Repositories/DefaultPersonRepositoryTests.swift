import CoreDomain
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import PeopleDomain
import PeopleInfrastructure
import PeopleTestHelpers
import Testing

@Suite("DefaultPersonRepository")
struct DefaultPersonRepositoryTests {
    static let everyPart = Set(PersonPart.allCases)

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

    /// The parts each request to TMDb appended, in order.
    var requests: [Set<PersonPart>] { remote.personCalledWith.map(\.parts) }

    @Test("a cold screen is one request appending every part, each part written to its own entry")
    func coldScreen() async throws {
        remote.stub(person: .success(.mock()))

        let bundle = try await repository().person(withID: 287, including: Self.everyPart)

        #expect(bundle == .mock())
        #expect(remote.personCalledWith.map(\.id) == [287])
        #expect(requests == [Self.everyPart])
        let cached = try #require(try await local.bundle(forPerson: 287))
        #expect(cached.bundle == .mock())
        #expect(try await local.person(withID: 287)?.value == .mock())
        #expect(try await local.credits(forPerson: 287)?.value == .mock())
        #expect(
            reporter.events == [
                .miss(.details, key: "person:287"), .miss(.credits, key: "person:287:credits"),
                .miss(.details, key: "person:287:images"),
            ])
    }

    @Test("the same screen again is served from the cache without calling TMDb")
    func hit() async throws {
        remote.stub(person: .success(.mock()))
        _ = try await repository().person(withID: 287, including: Self.everyPart)
        clock.advance(by: 60)

        let bundle = try await repository().person(withID: 287, including: Self.everyPart)

        #expect(bundle == .mock())
        #expect(remote.personCalledWith.count == 1)
        #expect(
            reporter.events.suffix(3) == [
                .hit(.details, key: "person:287", age: 60), .hit(.credits, key: "person:287:credits", age: 60),
                .hit(.details, key: "person:287:images", age: 60),
            ])
    }

    @Test("after the screen, requiring the credits or the photos makes no request")
    func partsAfterTheScreen() async throws {
        remote.stub(person: .success(.mock()))
        _ = try await repository().person(withID: 287, including: Self.everyPart)

        let credits = try await repository().person(withID: 287, requiring: .combinedCredits)
        let images = try await repository().person(withID: 287, requiring: .images)

        #expect(credits.combinedCredits == .mock())
        #expect(images.images == .personMock())
        #expect(remote.personCalledWith.count == 1)
    }

    @Test("a cold request for one part appends only it, and caches the person with it")
    func onePartCold() async throws {
        remote.stub(person: .success(.mock()))

        let bundle = try await repository().person(withID: 287, including: [.images])

        #expect(bundle == .mock(combinedCredits: nil))
        #expect(requests == [[.images]])
        #expect(try await local.person(withID: 287)?.value == .mock())
        #expect(try await local.credits(forPerson: 287) == nil)
        _ = try await repository().person(withID: 287, including: [])
        #expect(remote.personCalledWith.count == 1)
    }

    @Test("only the missing or expired parts are appended; fresh credits stay cached past the details' life")
    func appendsOnlyStaleParts() async throws {
        remote.stub(person: .success(.mock()))
        _ = try await repository().person(withID: 287, including: Self.everyPart)
        let age = CacheTimeToLive.standard.details + 1
        clock.advance(by: age)
        remote.stub(person: .success(.mock(person: .mock(name: "New"), combinedCredits: .mock(cast: []))))

        let bundle = try await repository().person(withID: 287, including: Self.everyPart)

        #expect(requests == [Self.everyPart, [.images]])
        #expect(bundle.person.name == "New")
        #expect(bundle.combinedCredits == .mock())
        #expect(try await local.person(withID: 287)?.value.name == "New")
        #expect(try await local.credits(forPerson: 287)?.value == .mock())
        #expect(
            reporter.events.suffix(3) == [
                .expired(.details, key: "person:287", age: age), .hit(.credits, key: "person:287:credits", age: age),
                .expired(.details, key: "person:287:images", age: age),
            ])
    }

    @Test("credits expire after the credits time to live and are then appended again")
    func creditsExpiry() async throws {
        remote.stub(person: .success(.mock()))
        _ = try await repository().person(withID: 287, including: [.combinedCredits])
        clock.advance(by: CacheTimeToLive.standard.credits + 1)
        remote.stub(person: .success(.mock(combinedCredits: .mock(crew: []))))

        let bundle = try await repository().person(withID: 287, including: [.combinedCredits])

        #expect(requests == [[.combinedCredits], [.combinedCredits]])
        #expect(bundle.combinedCredits == .mock(crew: []))
        #expect(try await local.credits(forPerson: 287)?.value == .mock(crew: []))
    }

    @Test("--refresh appends every part asked for, fresh or not")
    func refresh() async throws {
        remote.stub(person: .success(.mock()))
        _ = try await repository().person(withID: 287, including: Self.everyPart)

        _ = try await repository(policy: .refresh).person(withID: 287, including: Self.everyPart)

        #expect(requests == [Self.everyPart, Self.everyPart])
    }

    @Test("a part the source did not send is remembered as unanswered, and not asked for again while fresh")
    func partNotSent() async throws {
        remote.stub(person: .success(.mock(images: nil, unansweredParts: [.images])))
        let bundle = try await repository().person(withID: 287, including: Self.everyPart)
        #expect(bundle.images == nil)
        #expect(bundle.unansweredParts == [.images])
        #expect(try await local.bundle(forPerson: 287)?.cachedAt[.part(.images)] != nil)

        let again = try await repository().person(withID: 287, including: Self.everyPart)

        #expect(requests == [Self.everyPart])
        #expect(again.unansweredParts == [.images])
    }

    @Test("a part fetched again and not sent replaces its cached copy: the source no longer has it")
    func partNotSentReplacesCachedCopy() async throws {
        remote.stub(person: .success(.mock()))
        _ = try await repository().person(withID: 287, including: Self.everyPart)
        remote.stub(person: .success(.mock(images: nil, unansweredParts: [.images])))

        let bundle = try await repository(policy: .refresh).person(withID: 287, including: Self.everyPart)

        #expect(bundle.images == nil)
        #expect(bundle.unansweredParts == [.images])
    }

    @Test("when TMDb fails, the expired parts are served and each is reported as stale")
    func staleIfError() async throws {
        remote.stub(person: .success(.mock()))
        _ = try await repository().person(withID: 287, including: Self.everyPart)
        let age = CacheTimeToLive.standard.credits + 1
        clock.advance(by: age)
        remote.stub(person: .failure(.unreachable("timed out")))

        let bundle = try await repository().person(withID: 287, including: Self.everyPart)

        #expect(bundle == .mock())
        let stale = reporter.events.filter {
            if case .staleServed = $0 { return true }
            return false
        }
        #expect(
            stale == [
                .staleServed(.details, key: "person:287", age: age, cause: .unreachable("timed out")),
                .staleServed(.credits, key: "person:287:credits", age: age, cause: .unreachable("timed out")),
                .staleServed(.details, key: "person:287:images", age: age, cause: .unreachable("timed out")),
            ])
    }

    @Test("not found from TMDb is thrown, even over an expired copy, and nothing new is cached")
    func notFound() async throws {
        remote.stub(person: .failure(.notFound))
        await #expect(throws: DataAccessError.notFound) {
            try await repository().person(withID: 999, including: Self.everyPart)
        }
        #expect(try await local.bundle(forPerson: 999) == nil)

        try await local.save(PersonBundle.mock())
        clock.advance(by: CacheTimeToLive.standard.credits + 1)
        await #expect(throws: DataAccessError.notFound) {
            try await repository().person(withID: 287, including: Self.everyPart)
        }
    }

    @Test("offline answers from expired parts, leaves out a part not cached, and never calls TMDb")
    func offline() async throws {
        try await local.save(PersonBundle.mock(images: nil))
        clock.advance(by: CacheTimeToLive.standard.credits * 10)

        let bundle = try await repository(policy: .offline).person(withID: 287, including: Self.everyPart)

        #expect(bundle == .mock(images: nil))
        #expect(remote.totalCallCount == 0)
    }

    @Test("offline with no person cached fails as unreachable without calling TMDb, even with credits cached")
    func offlineMiss() async throws {
        try await local.save(PersonCredits.mock())
        await #expect {
            try await repository(policy: .offline).person(withID: 287, including: [.combinedCredits])
        } throws: { error in
            guard case DataAccessError.unreachable = error else { return false }
            return true
        }
        #expect(remote.totalCallCount == 0)
    }

    @Test("a required part missing from the cache is fetched, appending only it, even with the person fresh")
    func requiredPartMissing() async throws {
        try await local.save(Person.mock())
        remote.stub(person: .success(.mock()))

        let bundle = try await repository().person(withID: 287, requiring: .combinedCredits)

        #expect(bundle.combinedCredits == .mock())
        #expect(requests == [[.combinedCredits]])
        #expect(try await local.credits(forPerson: 287)?.value == .mock())
    }

    @Test("a required part not cached is never answered by a stale person when TMDb fails")
    func requiredPartNotServedStale() async throws {
        try await local.save(Person.mock())
        clock.advance(by: CacheTimeToLive.standard.details + 1)
        remote.stub(person: .failure(.unreachable("timed out")))

        await #expect(throws: DataAccessError.unreachable("timed out")) {
            try await repository().person(withID: 287, requiring: .images)
        }
    }

    @Test("an expired required part is served stale when TMDb fails")
    func requiredPartServedStale() async throws {
        remote.stub(person: .success(.mock()))
        _ = try await repository().person(withID: 287, including: Self.everyPart)
        clock.advance(by: CacheTimeToLive.standard.details + 1)
        remote.stub(person: .failure(.unreachable("timed out")))

        let bundle = try await repository().person(withID: 287, requiring: .images)

        #expect(bundle.images == .personMock())
    }

    @Test("offline, a required part not cached fails as unreachable naming its entry, without calling TMDb")
    func requiredPartOffline() async throws {
        try await local.save(Person.mock())

        await #expect(
            throws: DataAccessError.unreachable(
                "person:287:images is not in the cache, and --offline forbids the network")
        ) {
            try await repository(policy: .offline).person(withID: 287, requiring: .images)
        }
        #expect(remote.totalCallCount == 0)
    }

    @Test("a required part the source does not send is nil, and asked for again next time")
    func requiredPartNotSent() async throws {
        remote.stub(person: .success(.mock(images: nil)))

        let bundle = try await repository().person(withID: 287, requiring: .images)
        _ = try await repository().person(withID: 287, requiring: .images)

        #expect(bundle.images == nil)
        #expect(bundle.person == .mock())
        #expect(requests == [[.images], [.images]])
    }
}
