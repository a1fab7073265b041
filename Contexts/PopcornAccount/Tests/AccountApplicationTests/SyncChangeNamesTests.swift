import AccountDomain
import AccountTestHelpers
import Testing

@testable import AccountApplication

@Suite("SyncChangeNames")
struct SyncChangeNamesTests {
    static let pilot = RatedKey.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 1)
    static let catsInTheBag = RatedKey.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 2)
    static let bagInTheRiver = RatedKey.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 3)

    /// The account's name of an episode and of its series, and what the change is named.
    static let episodeNames: [(name: String?, episodeName: String?, expected: String?)] = [
        ("Breaking Bad", "Cat's in the Bag...", "Breaking Bad: Cat's in the Bag..."),
        (nil, "Cat's in the Bag...", "Cat's in the Bag..."),
        ("Breaking Bad", nil, "Breaking Bad"),
        (nil, nil, nil),
    ]

    /// A watchlist change's model.
    static func watchlist(_ key: WatchlistKey, side: String, name: String?, action: String) -> SyncChangeModel {
        SyncChangeModel(
            side: side, list: "watchlist", kind: key.kind.rawValue, tmdbID: key.tmdbID, seasonNumber: nil,
            episodeNumber: nil, name: name, action: action, rating: nil)
    }

    /// A rating change's model of an episode of Breaking Bad.
    static func episode(
        _ episodeNumber: Int, side: String = "here", name: String?, action: String, rating: Double?
    ) -> SyncChangeModel {
        SyncChangeModel(
            side: side, list: "rating", kind: "episode", tmdbID: 1396, seasonNumber: 1, episodeNumber: episodeNumber,
            name: name, action: action, rating: rating)
    }

    @Test("a watchlist title is named from the library here first, then from the account; either may not know it")
    func watchlistNames() {
        let names = SyncChangeNames(
            local: LocalLibrary(watchlist: [.fightClub: "Fight Club"], ratings: [:], ratingNames: [:]),
            remote: RemoteLibrary(
                watchlist: [
                    .fightClub: AccountTitle(name: "Fight Club (TMDb)"),
                    .breakingBad: AccountTitle(name: "Breaking Bad"),
                ],
                ratings: [:]))

        let models = names.models(
            [
                .watchlist(.fightClub, onWatchlist: false), .watchlist(.breakingBad, onWatchlist: true),
                .watchlist(.se7en, onWatchlist: false),
            ],
            side: "tmdb")

        #expect(
            models == [
                Self.watchlist(.fightClub, side: "tmdb", name: "Fight Club", action: "remove"),
                Self.watchlist(.breakingBad, side: "tmdb", name: "Breaking Bad", action: "add"),
                Self.watchlist(.se7en, side: "tmdb", name: nil, action: "remove"),
            ])
        #expect(models.map(\.kind) == ["movie", "tv", "movie"])
    }

    @Test("a rating is named from the library here first, then from the account's rating")
    func ratingNames() {
        let names = SyncChangeNames(
            local: LocalLibrary(watchlist: [:], ratings: [:], ratingNames: [.movie(id: 550): "Fight Club"]),
            remote: RemoteLibrary(
                watchlist: [:],
                ratings: [
                    .movie(id: 550): RemoteRating(halves: 16, ratedAt: nil, name: "Fight Club (TMDb)"),
                    .series(id: 1396): RemoteRating(halves: 18, ratedAt: nil, name: "Breaking Bad"),
                ]))

        let models = names.models(
            [.rating(.movie(id: 550), halves: 17), .rating(.series(id: 1396), halves: nil)], side: "here")

        #expect(
            models == [
                SyncChangeModel(
                    side: "here", list: "rating", kind: "movie", tmdbID: 550, seasonNumber: nil, episodeNumber: nil,
                    name: "Fight Club", action: "rate", rating: 8.5),
                SyncChangeModel(
                    side: "here", list: "rating", kind: "tv", tmdbID: 1396, seasonNumber: nil, episodeNumber: nil,
                    name: "Breaking Bad", action: "clear", rating: nil),
            ])
    }

    @Test(
        "an episode is named `Series: Episode` when the account's rating has both names, else by the one it has",
        arguments: episodeNames)
    func episodeName(names: (name: String?, episodeName: String?, expected: String?)) {
        let rating = RemoteRating(halves: 20, ratedAt: nil, name: names.name, episodeName: names.episodeName)
        let remote = RemoteLibrary(watchlist: [:], ratings: [Self.catsInTheBag: rating])

        let models = SyncChangeNames(local: .empty, remote: remote).models(
            [.rating(Self.catsInTheBag, halves: 20)], side: "here")

        #expect(models == [Self.episode(2, name: names.expected, action: "rate", rating: 10)])
    }

    @Test("an episode named here keeps the name given here, whatever the account says")
    func episodeNamedHere() {
        let rating = RemoteRating(halves: 18, ratedAt: nil, name: "Breaking Bad", episodeName: "Pilot (TMDb)")
        let names = SyncChangeNames(
            local: LocalLibrary(watchlist: [:], ratings: [:], ratingNames: [Self.pilot: "Breaking Bad: Pilot"]),
            remote: RemoteLibrary(watchlist: [:], ratings: [Self.pilot: rating]))

        let models = names.models([.rating(Self.pilot, halves: nil)], side: "tmdb")

        #expect(models == [Self.episode(1, side: "tmdb", name: "Breaking Bad: Pilot", action: "clear", rating: nil)])
    }

    @Test("a rating's halves read on TMDb's scale", arguments: [(1, 0.5), (17, 8.5), (20, 10.0)])
    func halves(halves: Int, rating: Double) {
        let models = SyncChangeNames(local: .empty, remote: .empty).models(
            [.rating(Self.bagInTheRiver, halves: halves)], side: "here")

        #expect(models == [Self.episode(3, name: nil, action: "rate", rating: rating)])
    }

    @Test("no changes, no models")
    func empty() {
        #expect(SyncChangeNames(local: .empty, remote: .empty).models([], side: "here") == [])
    }
}
