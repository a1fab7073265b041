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
            .item(.movie(id: 550)), on: nil, rating: nil)

        #expect(
            repository.logCalls == [
                .init(titles: [.mock()], day: try #require(WatchDay("2026-11-21")), loggedAt: Self.now)
            ])
        #expect(logged.watches.map(\.watchedOn) == ["2026-11-20"])
        #expect(logged.watches.first?.item == TrackedItemDetails(kind: .movie, tmdbID: 550, title: "Fight Club"))
    }

    @Test("an episode is named from one request for its series with its season, with both names")
    func episode() async throws {
        let repository = MockTrackingRepository(watches: .success([]))
        let provider = MockTrackingTitleProvider()

        _ = try await useCase(repository, provider: provider).execute(.item(Self.episode(2)), on: nil, rating: nil)

        #expect(provider.calls == ["series 1396 [1]"])
        #expect(repository.logCalls.first?.titles == [.breakingBad(1, 2, named: "Cat's in the Bag...")])
    }

    @Test("a season logs each of its episodes aired by the day, from one request, in one call")
    func season() async throws {
        let repository = MockTrackingRepository(watches: .success([]))
        let provider = MockTrackingTitleProvider()

        _ = try await useCase(repository, provider: provider).execute(
            .episodes(seriesID: 1396, .season(1)), on: WatchDay("2008-02-10"), rating: nil)

        #expect(provider.calls == ["series 1396 [1]"])
        #expect(
            repository.logCalls.first?.titles == [
                .breakingBad(1, 1, named: "Pilot"), .breakingBad(1, 2, named: "Cat's in the Bag..."),
                .breakingBad(1, 3, named: "...And the Bag's in the River"),
            ])
    }

    @Test("--through learns the seasons, then logs every regular episode up to it from one request; specials stay out")
    func through() async throws {
        let repository = MockTrackingRepository(watches: .success([]))
        let provider = MockTrackingTitleProvider()

        _ = try await useCase(repository, provider: provider).execute(
            .episodes(seriesID: 1396, .through(seasonNumber: 2, episodeNumber: 2)), on: nil, rating: nil)

        #expect(provider.calls == ["series 1396 []", "series 1396 [1, 2]"])
        #expect(
            repository.logCalls.first?.titles.map(\.item)
                == (1...7).map { Self.episode($0) } + [Self.episode(1, season: 2), Self.episode(2, season: 2)])
    }

    @Test("all logs every aired regular episode: the seasons are learned first, then asked for together")
    func all() async throws {
        let repository = MockTrackingRepository(watches: .success([]))
        let provider = MockTrackingTitleProvider()

        _ = try await useCase(repository, provider: provider).execute(
            .episodes(seriesID: 1396, .all), on: nil, rating: nil)
        _ = try await useCase(repository, provider: provider).execute(
            .episodes(seriesID: 200, .all), on: nil, rating: nil)

        #expect(provider.calls == ["series 1396 []", "series 1396 [1, 2]", "series 200 []", "series 200 [1]"])
        #expect(repository.logCalls.map(\.titles.count) == [20, 1])
    }

    @Test(
        "a range refuses a season the series lacks, a through episode it lacks or that had not aired, and nothing aired"
    )
    func rangeRefusals() async throws {
        let repository = MockTrackingRepository(watches: .success([]))
        let today = try #require(WatchDay("2026-11-20"))

        await #expect(throws: TrackingError.seasonNotFound(seriesID: 1396, seasonNumber: 6)) {
            try await useCase(repository).execute(.episodes(seriesID: 1396, .season(6)), on: nil, rating: nil)
        }
        await #expect(throws: TrackingError.titleNotFound(Self.episode(9))) {
            try await useCase(repository).execute(
                .episodes(seriesID: 1396, .through(seasonNumber: 1, episodeNumber: 9)), on: nil, rating: nil)
        }
        await #expect(
            throws: TrackingError.notAired(
                .episode(seriesID: 200, seasonNumber: 1, episodeNumber: 2), airDay: WatchDay("2099-01-01"),
                watchedOn: today)
        ) {
            try await useCase(repository).execute(
                .episodes(seriesID: 200, .through(seasonNumber: 1, episodeNumber: 2)), on: nil, rating: nil)
        }
        await #expect(
            throws: TrackingError.notAired(
                Self.episode(1), airDay: WatchDay("2008-01-20"), watchedOn: try #require(WatchDay("2008-01-01")))
        ) {
            try await useCase(repository).execute(
                .episodes(seriesID: 1396, .season(1)), on: WatchDay("2008-01-01"), rating: nil)
        }
        await #expect(throws: TrackingError.ratingNeedsOneTitle) {
            try await useCase(repository).execute(.episodes(seriesID: 1396, .season(1)), on: nil, rating: 8)
        }
        #expect(repository.logCalls.isEmpty)
    }

    @Test("a day after today is refused and nothing is asked or logged")
    func future() async throws {
        let repository = MockTrackingRepository(watches: .success([]))
        let provider = MockTrackingTitleProvider()
        let tomorrow = try #require(WatchDay("2026-11-21"))

        await #expect(throws: TrackingError.futureDay(tomorrow)) {
            try await useCase(repository, provider: provider).execute(.item(.movie(id: 550)), on: tomorrow, rating: nil)
        }
        #expect(repository.logCalls.isEmpty)
        #expect(provider.calls.isEmpty)
    }

    @Test("a whole series is refused: it is watched episode by episode")
    func series() async throws {
        let repository = MockTrackingRepository(watches: .success([]))

        await #expect(throws: TrackingError.notWatchable(.series(id: 1396))) {
            try await useCase(repository).execute(.item(.series(id: 1396)), on: nil, rating: nil)
        }
        #expect(repository.logCalls.isEmpty)
    }

    @Test("an episode the season does not have, or a season TMDb does not have, is not found; nothing is logged")
    func missingEpisode() async throws {
        let repository = MockTrackingRepository(watches: .success([]))

        await #expect(throws: TrackingError.titleNotFound(Self.episode(8))) {
            try await useCase(repository).execute(.item(Self.episode(8)), on: nil, rating: nil)
        }
        await #expect(throws: TrackingError.titleNotFound(Self.episode(1, season: 6))) {
            try await useCase(repository).execute(.item(Self.episode(1, season: 6)), on: nil, rating: nil)
        }
        await #expect(throws: TrackingError.titleNotFound(.movie(id: 1))) {
            try await useCase(repository).execute(.item(.movie(id: 1)), on: nil, rating: nil)
        }
        #expect(repository.logCalls.isEmpty)
    }

    @Test("an episode that had not aired by the day of the watch is refused, with its air day when known")
    func notAired() async throws {
        let repository = MockTrackingRepository(watches: .success([]))
        let provider = MockTrackingTitleProvider()

        await #expect(
            throws: TrackingError.notAired(
                Self.episode(2), airDay: WatchDay("2008-01-27"), watchedOn: try #require(WatchDay("2008-01-26")))
        ) {
            try await useCase(repository, provider: provider).execute(
                .item(Self.episode(2)), on: WatchDay("2008-01-26"), rating: nil)
        }
        await #expect(
            throws: TrackingError.notAired(
                .episode(seriesID: 200, seasonNumber: 1, episodeNumber: 2), airDay: WatchDay("2099-01-01"),
                watchedOn: try #require(WatchDay("2026-11-20")))
        ) {
            try await useCase(repository, provider: provider).execute(
                .item(.episode(seriesID: 200, seasonNumber: 1, episodeNumber: 2)), on: nil, rating: nil)
        }
        await #expect(
            throws: TrackingError.notAired(
                .episode(seriesID: 200, seasonNumber: 1, episodeNumber: 3), airDay: nil,
                watchedOn: try #require(WatchDay("2026-11-20")))
        ) {
            try await useCase(repository, provider: provider).execute(
                .item(.episode(seriesID: 200, seasonNumber: 1, episodeNumber: 3)), on: nil, rating: nil)
        }
        _ = try await useCase(repository, provider: provider).execute(
            .item(Self.episode(2)), on: WatchDay("2008-01-27"), rating: nil)
        #expect(repository.logCalls.count == 1)
    }

    @Test("when TMDb cannot be asked, that is the failure, with its cause")
    func source() async throws {
        let repository = MockTrackingRepository(watches: .success([]))
        let provider = MockTrackingTitleProvider(failure: .unreachable("offline"))

        await #expect(throws: TrackingError.source(.unreachable("offline"), about: .movie(id: 550))) {
            try await useCase(repository, provider: provider).execute(.item(.movie(id: 550)), on: nil, rating: nil)
        }
    }

    @Test("a failed write is the diary's failure, with its reason")
    func storage() async throws {
        let repository = MockTrackingRepository(watches: .failure(.storage("your diary is read-only")))

        await #expect(throws: TrackingError.unavailable("your diary is read-only")) {
            try await useCase(repository).execute(.item(.movie(id: 550)), on: .mock(day: 1), rating: nil)
        }
    }

    @Test("a rating given with the watch is checked first and written with it, in the same call")
    func withRating() async throws {
        let repository = MockTrackingRepository(watches: .success([.mock()]))
        let provider = MockTrackingTitleProvider()

        await #expect(throws: TrackingError.invalidRating(8.3)) {
            try await useCase(repository, provider: provider).execute(.item(.movie(id: 550)), on: nil, rating: 8.3)
        }
        #expect(provider.calls.isEmpty)
        #expect(repository.logCalls.isEmpty)

        let logged = try await useCase(repository, provider: provider).execute(
            .item(.movie(id: 550)), on: nil, rating: 8.5)
        #expect(repository.logCalls.map(\.rating) == [RatingValue(8.5)])
        #expect(logged.ratings.map(\.rating) == [8.5])
    }

    @Test("--through a season far past the series' last asks for nothing more than the series, and is not found")
    func throughFarPastTheEnd() async throws {
        let repository = MockTrackingRepository(watches: .success([]))
        let provider = MockTrackingTitleProvider()

        await #expect(throws: TrackingError.titleNotFound(Self.episode(1, season: 999_999_999))) {
            try await useCase(repository, provider: provider).execute(
                .episodes(seriesID: 1396, .through(seasonNumber: 999_999_999, episodeNumber: 1)), on: nil, rating: nil)
        }
        #expect(provider.calls == ["series 1396 []", "series 1396 [1, 2]"])
    }
}
