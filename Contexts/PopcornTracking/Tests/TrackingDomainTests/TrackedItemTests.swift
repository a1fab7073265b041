import Testing
import TrackingDomain

@Suite("TrackedItem")
struct TrackedItemTests {
    @Test("each item names its kind and its title's TMDb id")
    func kindsAndIDs() {
        #expect(TrackedItem.movie(id: 550).kind == .movie)
        #expect(TrackedItem.series(id: 1396).kind == .tv)
        #expect(TrackedItem.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 3).kind == .episode)
        #expect(TrackedItem.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 3).tmdbID == 1396)
        #expect(TrackedItem.movie(id: 550).tmdbID == 550)
    }

    @Test("movies and episodes can be watched; a whole series cannot")
    func watchable() {
        #expect(TrackedItem.movie(id: 550).isWatchable)
        #expect(TrackedItem.episode(seriesID: 1396, seasonNumber: 0, episodeNumber: 1).isWatchable)
        #expect(!TrackedItem.series(id: 1396).isWatchable)
    }
}
