import AccountDomain
import Testing

@Suite("RatedKey")
struct RatedKeyTests {
    @Test("a movie, a series and an episode are written as the sync base keeps them")
    func description() {
        #expect(RatedKey.movie(id: 550).description == "movie:550")
        #expect(RatedKey.series(id: 1396).description == "tv:1396")
        #expect(RatedKey.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 3).description == "episode:1396:1:3")
    }

    @Test(
        "a key read back from its description is the same key",
        arguments: [
            RatedKey.movie(id: 550), .series(id: 1396), .episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 3),
            .episode(seriesID: 1396, seasonNumber: 0, episodeNumber: 12), .movie(id: 0),
        ])
    func roundTrip(key: RatedKey) {
        #expect(RatedKey(key.description) == key)
    }

    @Test(
        "any other text is refused",
        arguments: [
            "", "movie", "movie:", "movie:abc", "movie: 550", "Movie:550", "movie:550:1", ":550", "tv", "tv:1396:1",
            "series:1396", "episode:1396:1", "episode:1396::3", "episode:1396:1:3:4", "episode:x:1:3", "watchlist:550",
        ])
    func refused(text: String) {
        #expect(RatedKey(text) == nil)
    }

    @Test("an episode's TMDb id is its series'")
    func tmdbID() {
        #expect(RatedKey.movie(id: 550).tmdbID == 550)
        #expect(RatedKey.series(id: 1396).tmdbID == 1396)
        #expect(RatedKey.episode(seriesID: 1396, seasonNumber: 2, episodeNumber: 5).tmdbID == 1396)
    }

    @Test("keys sort movies first, then series, then episodes, each by id, season and episode")
    func order() {
        let keys: [RatedKey] = [
            .episode(seriesID: 1396, seasonNumber: 2, episodeNumber: 1), .series(id: 1399), .movie(id: 807),
            .episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 7), .series(id: 1396), .movie(id: 550),
            .episode(seriesID: 100, seasonNumber: 9, episodeNumber: 9),
        ]

        #expect(
            keys.sorted() == [
                .movie(id: 550), .movie(id: 807), .series(id: 1396), .series(id: 1399),
                .episode(seriesID: 100, seasonNumber: 9, episodeNumber: 9),
                .episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 7),
                .episode(seriesID: 1396, seasonNumber: 2, episodeNumber: 1),
            ])
    }
}
