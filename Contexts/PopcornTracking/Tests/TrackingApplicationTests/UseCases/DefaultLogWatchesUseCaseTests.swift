import CoreDomain
import Foundation
import Testing
import TrackingApplication
import TrackingDomain
import TrackingTestHelpers

@Suite("DefaultLogWatchesUseCase")
struct DefaultLogWatchesUseCaseTests {
    /// 2026-11-20 23:30 UTC: the 20th in London, the 21st in Tokyo.
    static let now = Date(timeIntervalSince1970: 1_795_217_400)

    func useCase(
        _ repository: MockTrackingRepository, provider: MockTrackingTitleProvider = MockTrackingTitleProvider(),
        timeZone: String = "Europe/London"
    ) throws -> some LogWatchesUseCase {
        PopcornTrackingFactory(
            repository: repository, titleProvider: provider, now: { Self.now },
            timeZone: try #require(TimeZone(identifier: timeZone))
        ).makeLogWatchesUseCase()
    }

    static func episode(_ number: Int, season: Int = 1) -> TrackedItem {
        .episode(seriesID: 1396, seasonNumber: season, episodeNumber: number)
    }

    @Test("with no day given, the watch is logged today where the person is, named, at the time it is logged")
    func today() async throws {
        let repository = MockTrackingRepository(watches: .success([.mock()]))

        let logged = try await useCase(repository, timeZone: "Asia/Tokyo").execute(
            [.movie(id: 550)], on: nil, rating: nil)

        #expect(
            repository.logCalls == [
                .init(titles: [.mock()], day: try #require(WatchDay("2026-11-21")), loggedAt: Self.now)
            ])
        #expect(logged.watches.map(\.watchedOn) == ["2026-11-20"])
        #expect(logged.watches.first?.item == TrackedItemDetails(kind: .movie, tmdbID: 550, title: "Fight Club"))
    }

    @Test("episodes of one season are named from one request, with their series' and their own names")
    func episodes() async throws {
        let repository = MockTrackingRepository(watches: .success([]))
        let provider = MockTrackingTitleProvider()

        _ = try await useCase(repository, provider: provider).execute(
            [Self.episode(1), Self.episode(2)], on: nil, rating: nil)

        #expect(provider.calls == ["season 1396/1"])
        #expect(
            repository.logCalls.first?.titles == [
                .breakingBad(1, 1, named: "Pilot"), .breakingBad(1, 2, named: "Cat's in the Bag..."),
            ])
    }

    @Test("a day after today is refused and nothing is asked or logged")
    func future() async throws {
        let repository = MockTrackingRepository(watches: .success([]))
        let provider = MockTrackingTitleProvider()
        let tomorrow = try #require(WatchDay("2026-11-21"))

        await #expect(throws: TrackingError.futureDay(tomorrow)) {
            try await useCase(repository, provider: provider).execute([.movie(id: 550)], on: tomorrow, rating: nil)
        }
        #expect(repository.logCalls.isEmpty)
        #expect(provider.calls.isEmpty)
    }

    @Test("a whole series is refused: it is watched episode by episode")
    func series() async throws {
        let repository = MockTrackingRepository(watches: .success([]))

        await #expect(throws: TrackingError.notWatchable(.series(id: 1396))) {
            try await useCase(repository).execute([.series(id: 1396)], on: nil, rating: nil)
        }
        #expect(repository.logCalls.isEmpty)
    }

    @Test("an episode the season does not have, or a season TMDb does not have, is not found; nothing is logged")
    func missingEpisode() async throws {
        let repository = MockTrackingRepository(watches: .success([]))

        await #expect(throws: TrackingError.titleNotFound(Self.episode(8))) {
            try await useCase(repository).execute([Self.episode(1), Self.episode(8)], on: nil, rating: nil)
        }
        await #expect(throws: TrackingError.titleNotFound(Self.episode(1, season: 6))) {
            try await useCase(repository).execute([Self.episode(1, season: 6)], on: nil, rating: nil)
        }
        await #expect(throws: TrackingError.titleNotFound(.movie(id: 1))) {
            try await useCase(repository).execute([.movie(id: 1)], on: nil, rating: nil)
        }
        #expect(repository.logCalls.isEmpty)
    }

    @Test("an episode that had not aired by the day of the watch is refused, with its air day when known")
    func notAired() async throws {
        let repository = MockTrackingRepository(watches: .success([]))
        let provider = MockTrackingTitleProvider(seasons: [.breakingBadSeasonOne, .unaired])

        await #expect(
            throws: TrackingError.notAired(
                Self.episode(2), airDay: WatchDay("2008-01-27"), watchedOn: try #require(WatchDay("2008-01-26")))
        ) {
            try await useCase(repository, provider: provider).execute(
                [Self.episode(2)], on: WatchDay("2008-01-26"), rating: nil)
        }
        await #expect(
            throws: TrackingError.notAired(
                Self.episode(1, season: 9), airDay: WatchDay("2099-01-01"),
                watchedOn: try #require(WatchDay("2026-11-20")))
        ) {
            try await useCase(repository, provider: provider).execute(
                [Self.episode(1, season: 9)], on: nil, rating: nil)
        }
        await #expect(
            throws: TrackingError.notAired(
                Self.episode(2, season: 9), airDay: nil, watchedOn: try #require(WatchDay("2026-11-20")))
        ) {
            try await useCase(repository, provider: provider).execute(
                [Self.episode(2, season: 9)], on: nil, rating: nil)
        }
        _ = try await useCase(repository, provider: provider).execute(
            [Self.episode(2)], on: WatchDay("2008-01-27"), rating: nil)
        #expect(repository.logCalls.count == 1)
    }

    @Test("when TMDb cannot be asked, that is the failure, with its cause")
    func source() async throws {
        let repository = MockTrackingRepository(watches: .success([]))
        let provider = MockTrackingTitleProvider(failure: .unreachable("offline"))

        await #expect(throws: TrackingError.source(.unreachable("offline"), about: .movie(id: 550))) {
            try await useCase(repository, provider: provider).execute([.movie(id: 550)], on: nil, rating: nil)
        }
    }

    @Test("a failed write is the diary's failure, with its reason")
    func storage() async throws {
        let repository = MockTrackingRepository(watches: .failure(.storage("your diary is read-only")))

        await #expect(throws: TrackingError.unavailable("your diary is read-only")) {
            try await useCase(repository).execute([.movie(id: 550)], on: .mock(day: 1), rating: nil)
        }
    }

    @Test("a rating given with the watch is checked first and written with it, in the same call")
    func withRating() async throws {
        let repository = MockTrackingRepository(watches: .success([.mock()]))
        let provider = MockTrackingTitleProvider()

        await #expect(throws: TrackingError.invalidRating(8.3)) {
            try await useCase(repository, provider: provider).execute([.movie(id: 550)], on: nil, rating: 8.3)
        }
        #expect(provider.calls.isEmpty)
        #expect(repository.logCalls.isEmpty)

        let logged = try await useCase(repository, provider: provider).execute([.movie(id: 550)], on: nil, rating: 8.5)
        #expect(repository.logCalls.map(\.rating) == [RatingValue(8.5)])
        #expect(logged.ratings.map(\.rating) == [8.5])
    }
}
