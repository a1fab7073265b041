import Testing
import TrackingDomain

@testable import TrackingInfrastructure

@Suite("TrackedItemColumns")
struct TrackedItemColumnsTests {
    @Test(
        "each item spreads over the columns, is keyed by them, and reads back the same",
        arguments: [
            (TrackedItem.movie(id: 550), "movie:550"), (.series(id: 1396), "tv:1396"),
            (.episode(seriesID: 1396, seasonNumber: 0, episodeNumber: 3), "episode:1396:0:3"),
        ])
    func roundTrip(item: TrackedItem, key: String) {
        let columns = TrackedItemColumns(item)
        #expect(columns.key == key)
        #expect(columns.item == item)
    }

    @Test("a row no popcorn writes reads as nothing")
    func unknownRows() {
        #expect(TrackedItemColumns(kind: "person", tmdbID: 287, seasonNumber: nil, episodeNumber: nil).item == nil)
        #expect(TrackedItemColumns(kind: "episode", tmdbID: 1396, seasonNumber: 1, episodeNumber: nil).item == nil)
    }
}
