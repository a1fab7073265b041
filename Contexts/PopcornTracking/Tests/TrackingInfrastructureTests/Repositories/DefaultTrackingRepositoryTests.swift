import CoreDomain
import DataPersistence
import Foundation
import GRDB
import Testing
import TrackingDomain
import TrackingInfrastructure
import TrackingTestHelpers

/// The repository's semantics, on an in-memory store with the real migrations.
@Suite("DefaultTrackingRepository")
struct DefaultTrackingRepositoryTests {
    let store = UserDataStore(inMemoryWith: [TrackingMigrations()], description: "your diary")
    let repository: DefaultTrackingRepository

    init() {
        repository = DefaultTrackingRepository(store: store)
    }

    static let evening = Date(timeIntervalSince1970: 1_795_204_800)
    static let fightClub = TrackedItem.movie(id: 550)
    static func breakingBad(_ season: Int, _ episode: Int) -> TrackedItem {
        .episode(seriesID: 1396, seasonNumber: season, episodeNumber: episode)
    }

    /// Rates `item`, named as a test title.
    func rate(_ item: TrackedItem, _ value: RatingValue, at date: Date = evening) async throws -> Rating {
        try await repository.rate(TrackedTitle(item: item, name: "Title \(item.tmdbID)"), value, at: date)
    }

    /// Logs `items`, each named as a test title.
    func log(_ items: [TrackedItem], on day: WatchDay, at date: Date = evening) async throws -> [Watch] {
        try await repository.log(
            items.map { TrackedTitle(item: $0, name: "Title \($0.tmdbID)") }, on: day, at: date, rating: nil
        ).watches
    }

    func rowCount(_ table: String) throws -> Int {
        try store.writer().read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }

    @Test("logged watches come back with their ids, items, day and time")
    func log() async throws {
        let logged = try await log(
            [Self.breakingBad(1, 1), Self.breakingBad(1, 2)], on: .mock(day: 19))

        #expect(logged.map(\.item) == [Self.breakingBad(1, 1), Self.breakingBad(1, 2)])
        #expect(logged.map(\.id) == [1, 2])
        #expect(logged.allSatisfy { $0.watchedOn == .mock(day: 19) && $0.loggedAt == Self.evening })
        #expect(logged.map(\.title.name) == ["Title 1396", "Title 1396"])
        #expect(try rowCount("tracking_watch") == 2)
    }

    @Test("a re-watch is an entry of its own, and the history is newest first by day, then by when logged")
    func history() async throws {
        _ = try await log([Self.fightClub], on: .mock(day: 1))
        _ = try await log([Self.breakingBad(1, 1)], on: .mock(day: 20))
        _ = try await log([Self.fightClub], on: .mock(day: 20), at: Self.evening.addingTimeInterval(60))

        let history = try await repository.history(kind: nil, since: nil)

        #expect(history.map(\.item) == [Self.fightClub, Self.breakingBad(1, 1), Self.fightClub])
        #expect(history.map(\.watchedOn.description) == ["2026-11-20", "2026-11-20", "2026-11-01"])
        #expect(try await repository.watches(of: Self.fightClub).count == 2)
    }

    @Test("the watched series read whole are what grouping the episode diary gives: latest first, every episode once")
    func watchedSeries() async throws {
        _ = try await log([Self.breakingBad(1, 1), Self.breakingBad(1, 2)], on: .mock(day: 1))
        _ = try await log([.episode(seriesID: 66732, seasonNumber: 1, episodeNumber: 1)], on: .mock(day: 5))
        _ = try await log([Self.fightClub], on: .mock(day: 9))
        _ = try await log([Self.breakingBad(1, 1)], on: .mock(day: 5), at: Self.evening.addingTimeInterval(60))

        let series = try await repository.watchedSeries()

        #expect(series == WatchedSeries.grouping(try await repository.history(kind: .episode, since: nil)))
        #expect(series.map(\.seriesID) == [1396, 66732])
        #expect(series.first?.episodes == [SeasonEpisode(1, 1), SeasonEpisode(1, 2)])
        #expect(series.first?.lastWatchedOn == .mock(day: 5))
        #expect(series.first?.lastLoggedAt == Self.evening.addingTimeInterval(60))
    }

    @Test("removing a watch by id takes that one only, older watches of the title staying; a second time finds none")
    func removeWatchByID() async throws {
        let older = try await log([Self.fightClub], on: .mock(day: 1))
        let logged = try await log([Self.fightClub], on: .mock(day: 20))

        let removed = try await repository.removeWatch(id: logged[0].id)
        let again = try await repository.removeWatch(id: logged[0].id)

        #expect(removed == logged[0])
        #expect(again == nil)
        #expect(try await repository.history(kind: nil, since: nil) == older)
    }

    @Test("the history keeps to one kind and to the days from the one given")
    func historyFilters() async throws {
        _ = try await log([Self.fightClub], on: .mock(day: 1))
        _ = try await log([Self.breakingBad(1, 1)], on: .mock(day: 10))
        _ = try await log([Self.fightClub], on: .mock(day: 15))

        #expect(
            try await repository.history(kind: .movie, since: nil).map(\.watchedOn) == [.mock(day: 15), .mock(day: 1)])
        #expect(try await repository.history(kind: .tv, since: nil).map(\.item) == [Self.breakingBad(1, 1)])
        #expect(try await repository.history(kind: .episode, since: nil).map(\.item) == [Self.breakingBad(1, 1)])
        #expect(
            try await repository.history(kind: nil, since: .mock(day: 10)).map(\.watchedOn) == [
                .mock(day: 15), .mock(day: 10),
            ])
    }

    @Test("removing takes only the latest watch of each item named, and answers what it took")
    func removeLatest() async throws {
        _ = try await log([Self.fightClub], on: .mock(day: 1))
        _ = try await log([Self.fightClub, Self.breakingBad(1, 1)], on: .mock(day: 5))

        let removed = try await repository.removeLatestWatch(of: [
            Self.fightClub, Self.breakingBad(1, 1), Self.breakingBad(1, 2),
        ])

        #expect(removed.map(\.item) == [Self.fightClub, Self.breakingBad(1, 1)])
        #expect(removed.map(\.watchedOn) == [.mock(day: 5), .mock(day: 5)])
        #expect(try await repository.history(kind: nil, since: nil).map(\.watchedOn) == [.mock(day: 1)])
    }

    @Test("a series' episode watches are its own, not another series' nor a movie with the same id")
    func episodeWatches() async throws {
        _ = try await log(
            [Self.breakingBad(1, 1), .episode(seriesID: 1399, seasonNumber: 1, episodeNumber: 1), .movie(id: 1396)],
            on: .mock())

        #expect(try await repository.episodeWatches(ofSeries: 1396).map(\.item) == [Self.breakingBad(1, 1)])
        #expect(try await repository.watches(of: .movie(id: 1396)).count == 1)
        #expect(try await repository.watches(of: .series(id: 1396)).isEmpty)
    }

    @Test("a rating replaces the item's earlier one, and clearing answers what it was")
    func ratings() async throws {
        let nine = try #require(RatingValue(9))
        let eight = try #require(RatingValue(8.5))
        _ = try await rate(.series(id: 1396), nine)
        _ = try await rate(.series(id: 1396), eight, at: Self.evening.addingTimeInterval(60))
        _ = try await rate(Self.breakingBad(1, 1), nine)

        #expect(try await repository.rating(of: .series(id: 1396))?.value == eight)
        #expect(try await repository.rating(of: .series(id: 1396))?.title.name == "Title 1396")
        #expect(try rowCount("tracking_rating") == 2)
        #expect(try await repository.ratings(kind: nil).map(\.item) == [.series(id: 1396), Self.breakingBad(1, 1)])
        #expect(try await repository.ratings(kind: .episode).map(\.item) == [Self.breakingBad(1, 1)])

        #expect(try await repository.clearRating(of: .series(id: 1396), at: Self.evening)?.value == eight)
        #expect(try await repository.clearRating(of: .series(id: 1396), at: Self.evening) == nil)
        #expect(try await repository.rating(of: .series(id: 1396)) == nil)
    }

    @Test("a movie's, a series' and an episode's ratings with the same id are three ratings")
    func ratingKeys() async throws {
        let seven = try #require(RatingValue(7))
        for item in [TrackedItem.movie(id: 1396), .series(id: 1396), Self.breakingBad(1, 1)] {
            _ = try await rate(item, seven)
        }
        #expect(try rowCount("tracking_rating") == 3)
    }

    @Test("ratings given within one second come last given first")
    func ratingOrderWithinASecond() async throws {
        let seven = try #require(RatingValue(7))
        _ = try await rate(.series(id: 1396), seven)
        _ = try await rate(.movie(id: 550), seven)
        _ = try await rate(Self.breakingBad(1, 1), seven)
        _ = try await rate(.series(id: 1396), seven)

        #expect(
            try await repository.ratings(kind: nil).map(\.item) == [
                .series(id: 1396), Self.breakingBad(1, 1), .movie(id: 550),
            ])
    }

    @Test("a watch logged with a rating writes both in one call, the rating at the time logged")
    func logWithRating() async throws {
        let eight = try #require(RatingValue(8))
        let logged = try await repository.log(
            [TrackedTitle(item: Self.fightClub, name: "Fight Club")], on: .mock(), at: Self.evening, rating: eight)

        #expect(logged.watches.map(\.item) == [Self.fightClub])
        #expect(logged.ratings.map(\.value) == [eight])
        #expect(try await repository.rating(of: Self.fightClub)?.ratedAt == Self.evening)
        #expect(try rowCount("tracking_rating") == 1)
    }

    @Test("viewing counts an item's watches (a series' episodes') with the latest day and its rating, in one read")
    func viewing() async throws {
        #expect(try await repository.viewing(of: Self.fightClub) == .none)
        _ = try await log([Self.fightClub], on: .mock(day: 2))
        _ = try await log([Self.fightClub, Self.breakingBad(1, 1)], on: .mock(day: 9))
        _ = try await log([Self.breakingBad(1, 2), .movie(id: 1396)], on: .mock(day: 4))
        _ = try await rate(Self.fightClub, try #require(RatingValue(8.5)))

        #expect(
            try await repository.viewing(of: Self.fightClub)
                == ItemViewing(watchCount: 2, lastWatchedOn: .mock(day: 9), rating: RatingValue(8.5)))
        #expect(
            try await repository.viewing(of: .series(id: 1396))
                == ItemViewing(watchCount: 2, lastWatchedOn: .mock(day: 9), rating: nil))
        #expect(
            try await repository.viewing(of: Self.breakingBad(1, 2))
                == ItemViewing(watchCount: 1, lastWatchedOn: .mock(day: 4), rating: nil))
    }

    @Test("removing all watches takes every watch of a movie, or every episode watch of a series, and nothing else")
    func removeAll() async throws {
        #expect(try await repository.removeAllWatches(of: Self.fightClub).isEmpty)
        _ = try await log([Self.fightClub, Self.breakingBad(1, 1), .movie(id: 1396)], on: .mock(day: 2))
        _ = try await log([Self.fightClub, Self.breakingBad(2, 3)], on: .mock(day: 9))

        let movie = try await repository.removeAllWatches(of: Self.fightClub)
        let series = try await repository.removeAllWatches(of: .series(id: 1396))

        #expect(movie.map(\.watchedOn) == [.mock(day: 9), .mock(day: 2)])
        #expect(series.map(\.item) == [Self.breakingBad(2, 3), Self.breakingBad(1, 1)])
        #expect(try await repository.history(kind: nil, since: nil).map(\.item) == [.movie(id: 1396)])
    }

    @Test("the last watched days are each movie's and each series' latest, from one read")
    func lastWatchedDays() async throws {
        #expect(try await repository.lastWatchedDays().isEmpty)
        _ = try await log([Self.fightClub, Self.breakingBad(1, 1)], on: .mock(day: 2))
        _ = try await log([Self.breakingBad(2, 3), .movie(id: 1396)], on: .mock(day: 9))

        #expect(
            try await repository.lastWatchedDays() == [
                Self.fightClub: .mock(day: 2), .series(id: 1396): .mock(day: 9), .movie(id: 1396): .mock(day: 9),
            ])
    }

    @Test(
        "an import adds what the diary lacks and sets newer ratings, in one transaction; a second import changes nothing"
    )
    func importHistory() async throws {
        let existing = try await log([Self.fightClub], on: .mock(day: 2))
        _ = try await rate(.series(id: 1396), try #require(RatingValue(9)), at: Self.evening)
        let watches = [
            LoggedWatch(title: existing[0].title, watchedOn: .mock(day: 2), loggedAt: Self.evening),
            LoggedWatch(
                title: TrackedTitle(item: Self.breakingBad(1, 1), name: "BB"), watchedOn: .mock(day: 3),
                loggedAt: Self.evening),
            LoggedWatch(
                title: TrackedTitle(item: Self.breakingBad(1, 1), name: "BB"), watchedOn: .mock(day: 3),
                loggedAt: Self.evening),
        ]
        let ratings = [
            Rating(
                title: TrackedTitle(item: .series(id: 1396), name: "BB"), value: try #require(RatingValue(7)),
                ratedAt: Self.evening.addingTimeInterval(-60)),
            Rating(
                title: TrackedTitle(item: Self.fightClub, name: "FC"), value: try #require(RatingValue(8.5)),
                ratedAt: Self.evening),
        ]

        let first = try await repository.importHistory(watches, firstWatches: [], ratings: ratings)
        let second = try await repository.importHistory(watches, firstWatches: [], ratings: ratings)

        #expect(first == HistoryImportResult(addedWatches: 1, existingWatches: 2, setRatings: 1, keptRatings: 1))
        #expect(second == HistoryImportResult(addedWatches: 0, existingWatches: 3, setRatings: 0, keptRatings: 2))
        #expect(try await repository.history(kind: nil, since: nil).count == 2)
        #expect(try await repository.rating(of: .series(id: 1396))?.value == RatingValue(9))
        #expect(try await repository.rating(of: Self.fightClub)?.value == RatingValue(8.5))
    }

    @Test("a first watch is added only for a title the diary, or the same import, has no watch of")
    func firstWatches() async throws {
        _ = try await log([Self.fightClub], on: .mock(day: 2))
        let matrix = TrackedTitle(item: .movie(id: 603), name: "The Matrix")
        let se7en = TrackedTitle(item: .movie(id: 807), name: "Se7en")
        let diaryWatch = LoggedWatch(title: se7en, watchedOn: .mock(day: 1), loggedAt: Self.evening)
        let firstWatches = [
            LoggedWatch(
                title: TrackedTitle(item: Self.fightClub, name: "FC"), watchedOn: .mock(day: 5), loggedAt: Self.evening),
            LoggedWatch(title: matrix, watchedOn: .mock(day: 5), loggedAt: Self.evening),
            LoggedWatch(title: matrix, watchedOn: .mock(day: 6), loggedAt: Self.evening),
            LoggedWatch(title: se7en, watchedOn: .mock(day: 5), loggedAt: Self.evening),
        ]

        let first = try await repository.importHistory([diaryWatch], firstWatches: firstWatches, ratings: [])
        let second = try await repository.importHistory([diaryWatch], firstWatches: firstWatches, ratings: [])

        #expect(first == HistoryImportResult(addedWatches: 2, existingWatches: 3, setRatings: 0, keptRatings: 0))
        #expect(second == HistoryImportResult(addedWatches: 0, existingWatches: 5, setRatings: 0, keptRatings: 0))
        let history = try await repository.history(kind: nil, since: nil)
        #expect(
            history.map { "\($0.title.item) \($0.watchedOn)" }.sorted() == [
                "\(TrackedItem.movie(id: 550)) \(WatchDay.mock(day: 2))",
                "\(TrackedItem.movie(id: 603)) \(WatchDay.mock(day: 5))",
                "\(TrackedItem.movie(id: 807)) \(WatchDay.mock(day: 1))",
            ])
    }
}
