import AccountAdapters
import AccountDomain
import CoreApplication
import CoreDomain
import Foundation
import TVSeriesApplication
import Testing
import TrackingApplication
import WatchlistApplication
import WatchlistTestHelpers

/// The library here over fakes of the Watchlist, Tracking and TV series contexts' use cases. Their
/// kinds (`.movie`, `.tvSeries`, `.tv`, `.episode`) are written as implicit members: an adapter may
/// not import another context's Domain (Scripts/check-imports.sh).
@Suite("AccountLibraryProvider")
struct AccountLibraryProviderTests {
    /// When the sync applies its changes: 2026-11-27T03:04:39Z.
    static let now = Date(timeIntervalSince1970: 1_795_748_679)
    /// 2024-03-20T14:57:18Z.
    static let ratedAt = Date(timeIntervalSince1970: 1_710_946_638)
    /// 2024-03-21T10:00:00Z.
    static let laterRatedAt = Date(timeIntervalSince1970: 1_711_015_200)
    /// 2024-01-02T03:04:05Z.
    static let clearedAt = Date(timeIntervalSince1970: 1_704_164_645)
    /// 15 October 1999, midnight UTC.
    static let fightClubReleased = Date(timeIntervalSince1970: 939_945_600)
    /// 20 January 2008, midnight UTC.
    static let breakingBadAired = Date(timeIntervalSince1970: 1_200_787_200)

    static let pilot = RatedKey.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 1)
    static let secondEpisode = RatedKey.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 2)
    static let winterIsComing = RatedKey.episode(seriesID: 1399, seasonNumber: 1, episodeNumber: 1)

    func provider(
        watchlist: MockSyncWatchlistUseCase = MockSyncWatchlistUseCase(),
        ratings: MockSyncRatingsUseCase = MockSyncRatingsUseCase(),
        summaries: MockFetchTVSeriesSummaryUseCase = MockFetchTVSeriesSummaryUseCase()
    ) -> AccountLibraryProvider {
        AccountLibraryProvider(watchlist: watchlist, ratings: ratings, seriesSummary: summaries)
    }

    // MARK: - Reading

    @Test("the library is the watchlist's titles by kind and id, with their names")
    func watchlist() async throws {
        let watchlist = MockSyncWatchlistUseCase(titles: [
            WatchlistSyncTitle(kind: .movie, tmdbID: 550, title: "Fight Club"),
            WatchlistSyncTitle(kind: .tvSeries, tmdbID: 1396, title: "Breaking Bad"),
        ])

        let library = try await provider(watchlist: watchlist).library()

        #expect(
            library
                == LocalLibrary(
                    watchlist: [WatchlistKey(.movie, 550): "Fight Club", WatchlistKey(.tv, 1396): "Breaking Bad"],
                    ratings: [:], ratingNames: [:]))
    }

    @Test("ratings are marks in halves, when given; ratings taken back are marks without one, when taken back")
    func ratings() async throws {
        let ratings = MockSyncRatingsUseCase(
            ratings: [
                RatingDetails(
                    item: TrackedItemDetails(kind: .movie, tmdbID: 550, title: "Fight Club"), rating: 8.5,
                    ratedAt: Self.ratedAt),
                RatingDetails(
                    item: TrackedItemDetails(
                        kind: .episode, tmdbID: 1396, title: "Breaking Bad", seasonNumber: 1, episodeNumber: 1,
                        episodeName: "Pilot"),
                    rating: 10, ratedAt: Self.laterRatedAt),
            ],
            cleared: [
                ClearedRatingDetails(
                    item: TrackedItemDetails(kind: .tv, tmdbID: 1399, title: "Game of Thrones"),
                    clearedAt: Self.clearedAt)
            ])

        let library = try await provider(ratings: ratings).library()

        #expect(
            library
                == LocalLibrary(
                    watchlist: [:],
                    ratings: [
                        .movie(id: 550): RatingMark(halves: 17, changedAt: Self.ratedAt),
                        Self.pilot: RatingMark(halves: 20, changedAt: Self.laterRatedAt),
                        .series(id: 1399): RatingMark(halves: nil, changedAt: Self.clearedAt),
                    ],
                    ratingNames: [
                        .movie(id: 550): "Fight Club",
                        Self.pilot: "Breaking Bad: Pilot",
                        .series(id: 1399): "Game of Thrones",
                    ]))
    }

    @Test("a watchlist or diary that cannot be read is a storage error with its reason")
    func unreadable() async {
        let watchlist = MockSyncWatchlistUseCase(error: .unavailable("watchlist.sqlite is locked"))
        let ratings = MockSyncRatingsUseCase(error: .unavailable("diary.sqlite is locked"))

        await #expect(throws: DataAccessError.storage("watchlist.sqlite is locked")) {
            try await provider(watchlist: watchlist).library()
        }
        await #expect(throws: DataAccessError.storage("diary.sqlite is locked")) {
            try await provider(ratings: ratings).library()
        }
    }

    // MARK: - The watchlist's changes

    @Test("titles are added and taken off in one call, added with the account's name, date and poster")
    func watchlistChanges() async throws {
        let watchlist = MockSyncWatchlistUseCase()
        let ratings = MockSyncRatingsUseCase()
        let remote = RemoteLibrary(
            watchlist: [
                WatchlistKey(.movie, 550): AccountTitle(
                    name: "Fight Club", releaseDate: Self.fightClubReleased,
                    posterPath: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg", voteAverage: 8.4),
                WatchlistKey(.tv, 1396): AccountTitle(
                    name: "Breaking Bad", releaseDate: Self.breakingBadAired,
                    posterPath: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg", voteAverage: 8.9),
            ],
            ratings: [:])
        let changes: [SyncChange] = [
            .watchlist(WatchlistKey(.movie, 550), onWatchlist: true),
            .watchlist(WatchlistKey(.tv, 1396), onWatchlist: true),
            .watchlist(WatchlistKey(.movie, 680), onWatchlist: false),
        ]

        let made = try await provider(watchlist: watchlist, ratings: ratings).apply(
            changes, from: remote, at: Self.now)

        #expect(
            watchlist.applied == [
                MockSyncWatchlistUseCase.Apply(
                    adding: [
                        WatchlistSyncTitle(
                            kind: .movie, tmdbID: 550, title: "Fight Club", releaseDate: Self.fightClubReleased,
                            posterPath: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg", voteAverage: 8.4),
                        WatchlistSyncTitle(
                            kind: .tvSeries, tmdbID: 1396, title: "Breaking Bad", releaseDate: Self.breakingBadAired,
                            posterPath: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg", voteAverage: 8.9),
                    ],
                    // Off the account's watchlist, so named by its key.
                    removing: [WatchlistSyncTitle(kind: .movie, tmdbID: 680, title: "movie:680")],
                    date: Self.now)
            ])
        #expect(ratings.applied == [])
        #expect(made.sorted() == changes.sorted())
    }

    @Test("no change asks neither the watchlist nor the diary")
    func noChanges() async throws {
        let watchlist = MockSyncWatchlistUseCase()
        let ratings = MockSyncRatingsUseCase()

        let made = try await provider(watchlist: watchlist, ratings: ratings).apply([], from: .empty, at: Self.now)

        #expect(made == [])
        #expect(watchlist.applied == [])
        #expect(ratings.applied == [])
    }

    // MARK: - The ratings' changes

    @Test("ratings are set and taken back in one call, set with the account's name and time, else now")
    func ratingChanges() async throws {
        let watchlist = MockSyncWatchlistUseCase()
        let ratings = MockSyncRatingsUseCase()
        let remote = RemoteLibrary(
            watchlist: [:],
            ratings: [
                .movie(id: 550): RemoteRating(halves: 17, ratedAt: Self.ratedAt, name: "Fight Club"),
                .series(id: 1399): RemoteRating(halves: 20, ratedAt: nil, name: "Game of Thrones"),
            ])
        let changes: [SyncChange] = [
            .rating(.movie(id: 550), halves: 17),
            .rating(.movie(id: 680), halves: nil),
            .rating(.series(id: 1399), halves: 20),
        ]

        let made = try await provider(watchlist: watchlist, ratings: ratings).apply(
            changes, from: remote, at: Self.now)

        #expect(
            ratings.applied == [
                MockSyncRatingsUseCase.Apply(
                    setting: [
                        RatingDetails(
                            item: TrackedItemDetails(kind: .movie, tmdbID: 550, title: "Fight Club"), rating: 8.5,
                            ratedAt: Self.ratedAt),
                        RatingDetails(
                            item: TrackedItemDetails(kind: .tv, tmdbID: 1399, title: "Game of Thrones"), rating: 10,
                            ratedAt: Self.now),
                    ],
                    clearing: [TrackedItemDetails(kind: .movie, tmdbID: 680, title: "")])
            ])
        #expect(watchlist.applied == [])
        #expect(made.sorted() == changes.sorted())
    }

    @Test(
        "an episode's series is named from the account's watchlist or rated series, without asking its summary",
        arguments: [
            RemoteLibrary(watchlist: [WatchlistKey(.tv, 1396): AccountTitle(name: "Breaking Bad")], ratings: [:]),
            RemoteLibrary(
                watchlist: [:],
                ratings: [.series(id: 1396): RemoteRating(halves: 20, ratedAt: nil, name: "Breaking Bad")]),
        ])
    func episodeNamedByTheAccount(lists: RemoteLibrary) async throws {
        let ratings = MockSyncRatingsUseCase()
        let summaries = MockFetchTVSeriesSummaryUseCase()
        var remoteRatings = lists.ratings
        remoteRatings[Self.pilot] = RemoteRating(halves: 19, ratedAt: Self.ratedAt, name: nil, episodeName: "Pilot")
        let remote = RemoteLibrary(watchlist: lists.watchlist, ratings: remoteRatings)
        let change = SyncChange.rating(Self.pilot, halves: 19)

        let made = try await provider(ratings: ratings, summaries: summaries).apply(
            [change], from: remote, at: Self.now)

        #expect(
            ratings.applied == [
                MockSyncRatingsUseCase.Apply(
                    setting: [
                        RatingDetails(
                            item: TrackedItemDetails(
                                kind: .episode, tmdbID: 1396, title: "Breaking Bad", seasonNumber: 1,
                                episodeNumber: 1, episodeName: "Pilot"),
                            rating: 9.5, ratedAt: Self.ratedAt)
                    ],
                    clearing: [])
            ])
        #expect(summaries.calledWith == [])
        #expect(made == [change])
    }

    @Test("an episode's series the account does not name is named by its summary, asked once per series")
    func episodeNamedBySummary() async throws {
        let ratings = MockSyncRatingsUseCase()
        let summaries = MockFetchTVSeriesSummaryUseCase([
            1396: .success(TVSeriesSummary(id: 1396, name: "Breaking Bad")),
            1399: .success(TVSeriesSummary(id: 1399, name: "Game of Thrones")),
        ])
        let remote = RemoteLibrary(
            watchlist: [:],
            ratings: [
                Self.pilot: RemoteRating(halves: 19, ratedAt: Self.ratedAt, name: nil, episodeName: "Pilot"),
                Self.secondEpisode: RemoteRating(
                    halves: 18, ratedAt: Self.laterRatedAt, name: nil, episodeName: "Cat's in the Bag..."),
                Self.winterIsComing: RemoteRating(
                    halves: 16, ratedAt: Self.ratedAt, name: nil, episodeName: "Winter Is Coming"),
            ])
        let changes: [SyncChange] = [
            .rating(Self.pilot, halves: 19), .rating(Self.secondEpisode, halves: 18),
            .rating(Self.winterIsComing, halves: 16),
        ]

        let made = try await provider(ratings: ratings, summaries: summaries).apply(
            changes, from: remote, at: Self.now)

        #expect(
            ratings.applied == [
                MockSyncRatingsUseCase.Apply(
                    setting: [
                        RatingDetails(
                            item: TrackedItemDetails(
                                kind: .episode, tmdbID: 1396, title: "Breaking Bad", seasonNumber: 1,
                                episodeNumber: 1, episodeName: "Pilot"),
                            rating: 9.5, ratedAt: Self.ratedAt),
                        RatingDetails(
                            item: TrackedItemDetails(
                                kind: .episode, tmdbID: 1396, title: "Breaking Bad", seasonNumber: 1,
                                episodeNumber: 2, episodeName: "Cat's in the Bag..."),
                            rating: 9, ratedAt: Self.laterRatedAt),
                        RatingDetails(
                            item: TrackedItemDetails(
                                kind: .episode, tmdbID: 1399, title: "Game of Thrones", seasonNumber: 1,
                                episodeNumber: 1, episodeName: "Winter Is Coming"),
                            rating: 8, ratedAt: Self.ratedAt),
                    ],
                    clearing: [])
            ])
        #expect(summaries.calledWith.sorted() == [1396, 1399])
        #expect(made.sorted() == changes.sorted())
    }

    @Test("a rating whose series cannot be named is left out, and not returned as made")
    func episodeUnnamed() async throws {
        let ratings = MockSyncRatingsUseCase()
        let summaries = MockFetchTVSeriesSummaryUseCase([
            1396: .success(TVSeriesSummary(id: 1396, name: "Breaking Bad")),
            1399: .failure(.unknown(.unreachable("TMDb could not be reached"))),
        ])
        let remote = RemoteLibrary(
            watchlist: [:],
            ratings: [
                Self.pilot: RemoteRating(halves: 19, ratedAt: Self.ratedAt, name: nil, episodeName: "Pilot"),
                Self.winterIsComing: RemoteRating(
                    halves: 16, ratedAt: Self.ratedAt, name: nil, episodeName: "Winter Is Coming"),
            ])
        let changes: [SyncChange] = [.rating(Self.pilot, halves: 19), .rating(Self.winterIsComing, halves: 16)]

        let made = try await provider(ratings: ratings, summaries: summaries).apply(
            changes, from: remote, at: Self.now)

        #expect(
            ratings.applied == [
                MockSyncRatingsUseCase.Apply(
                    setting: [
                        RatingDetails(
                            item: TrackedItemDetails(
                                kind: .episode, tmdbID: 1396, title: "Breaking Bad", seasonNumber: 1,
                                episodeNumber: 1, episodeName: "Pilot"),
                            rating: 9.5, ratedAt: Self.ratedAt)
                    ],
                    clearing: [])
            ])
        #expect(made == [.rating(Self.pilot, halves: 19)])
    }

    @Test("when no rating can be named, the diary is not asked at all")
    func nothingNamed() async throws {
        let ratings = MockSyncRatingsUseCase()
        let summaries = MockFetchTVSeriesSummaryUseCase([1399: .failure(.notFound)])
        let remote = RemoteLibrary(
            watchlist: [:],
            ratings: [
                Self.winterIsComing: RemoteRating(
                    halves: 16, ratedAt: Self.ratedAt, name: nil, episodeName: "Winter Is Coming")
            ])

        let made = try await provider(ratings: ratings, summaries: summaries).apply(
            [.rating(Self.winterIsComing, halves: 16)], from: remote, at: Self.now)

        #expect(made == [])
        #expect(ratings.applied == [])
        #expect(summaries.calledWith == [1399])
    }

    @Test("a watchlist or diary that cannot be written is a storage error with its reason")
    func unwritable() async {
        let watchlist = MockSyncWatchlistUseCase(error: .unavailable("watchlist.sqlite is read-only"))
        let ratings = MockSyncRatingsUseCase(error: .unavailable("diary.sqlite is read-only"))
        let remote = RemoteLibrary(
            watchlist: [WatchlistKey(.movie, 550): AccountTitle(name: "Fight Club")],
            ratings: [.movie(id: 550): RemoteRating(halves: 17, ratedAt: Self.ratedAt, name: "Fight Club")])

        await #expect(throws: DataAccessError.storage("watchlist.sqlite is read-only")) {
            try await provider(watchlist: watchlist).apply(
                [.watchlist(WatchlistKey(.movie, 550), onWatchlist: true)], from: remote, at: Self.now)
        }
        await #expect(throws: DataAccessError.storage("diary.sqlite is read-only")) {
            try await provider(ratings: ratings).apply(
                [.rating(.movie(id: 550), halves: 17)], from: remote, at: Self.now)
        }
    }
}
