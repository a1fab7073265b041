import AccountDomain
import AccountTestHelpers
import Testing

@testable import AccountApplication

@Suite("SyncChangeNames")
struct SyncChangeNamesTests {
    static let catsInTheBag = RatedKey.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 2)
    static let pilot = RatedKey.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 1)
    static let bagInTheRiver = RatedKey.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 3)

    /// A watchlist change's model, as the names give it.
    static func watchlist(_ key: WatchlistKey, side: String = "here", name: String?, action: String) -> SyncChangeModel {
        SyncChangeModel(
            side: side, list: "watchlist", kind: key.kind.rawValue, tmdbID: key.tmdbID, seasonNumber: nil,
            episodeNumber: nil, name: name, action: action, rating: nil)
    }

    @Test("a watchlist title is named from the library here first, then from the account; either may be missing")
    func watchlistNames() {
        let names = SyncChangeNames(
            local: LocalLibrary(watchlist: [.fightClub: "Fight Club"], ratings: [:], ratingNames: [:]),
            remote: RemoteLibrary(
                watchlist: [
                    .fightClub: AccountTitle(name: "Fight Club (TMDb)"), .breakingBad: AccountTitle(name: "Breaking Bad"),
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
                SyncChangeModel(
                    side: "tmdb", list: "watchlist", kind: "tv", tmdbID: 1396, seasonNumber: nil, episodeNumber: nil,
                    name: "Breaking Bad", action: "add", rating: nil),
                Self.watchlist(.se7en, side: "tmdb", name: nil, action: "remove"),
            ])
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
        "an episode is named `Series: Episode` when the account's rating has both, else by the name it has",
        arguments: [
            (String?.some("Breaking Bad"), String?.some("Cat's in the Bag..."), String?.some("Breaking Bad: Cat's in the Bag...")),
            (nil, "Cat's in the Bag...", "Cat's in the Bag..."),
            ("Breaking Bad", nil, "Breaking Bad"),
            (nil, nil, nil),
        ])
    func episodeNames(name: String?, episodeName: String?, expected: String?) {
        let names = SyncChangeNames(
            local: .empty,
            remote: RemoteLibrary(
                watchlist: [:],
                ratings: [
                    Self.catsInTheBag: RemoteRating(halves: 20, ratedAt: nil, name: name, episodeName: episodeName)
                ]))

        let models = names.models([.rating(Self.catsInTheBag, halves: 20)], side: "here")

        #expect(
            models == [
                SyncChangeModel(
                    side: "here", list: "rating", kind: "episode", tmdbID: 1396, seasonNumber: 1, episodeNumber: 2,
                    name: expected, action: "rate", rating: 10)
            ])
    }

    @Test("an episode named here keeps the name given here, whatever the account says")
    func episodeNamedHere() {
        let names = SyncChangeNames(
            local: LocalLibrary(watchlist: [:], ratings: [:], ratingNames: [Self.pilot: "Breaking Bad: Pilot"]),
            remote: RemoteLibrary(
                watchlist: [:],
                ratings: [Self.pilot: RemoteRating(halves: 18, ratedAt: nil, name: nil, episodeName: "Pilot")]))

        let models = names.models([.rating(Self.pilot, halves: nil)], side: "tmdb")

        #expect(
            models == [
                SyncChangeModel(
                    side: "tmdb", list: "rating", kind: "episode", tmdbID: 1396, seasonNumber: 1, episodeNumber: 1,
                    name: "Breaking Bad: Pilot", action: "clear", rating: nil)
            ])
    }

    @Test("each rating's halves read as TMDb's scale: 1 is 0.5, 17 is 8.5, 20 is 10", arguments: [(1, 0.5), (17, 8.5), (20, 10.0)])
    func halves(halves: Int, rating: Double) {
        let models = SyncChangeNames(local: .empty, remote: .empty).models(
            [.rating(Self.bagInTheRiver, halves: halves)], side: "here")

        #expect(
            models == [
                SyncChangeModel(
                    side: "here", list: "rating", kind: "episode", tmdbID: 1396, seasonNumber: 1, episodeNumber: 3,
                    name: nil, action: "rate", rating: rating)
            ])
    }

    @Test("no changes, no models")
    func empty() {
        #expect(SyncChangeNames(local: .empty, remote: .empty).models([], side: "here") == [])
    }
}
