import Foundation
import Testing
import TrackingDomain
import TrackingTestHelpers

@Suite("WatchedSeries")
struct WatchedSeriesTests {
    @Test("grouping a newest-first diary gives each series once, the one watched last first, with every episode")
    func grouping() {
        let returning = TrackedTitle(
            item: .episode(seriesID: 200, seasonNumber: 1, episodeNumber: 1), name: "Returning")
        let diary = [
            Watch.mock(id: 4, title: .breakingBad(1, 2, named: "Renamed"), watchedOn: .mock(day: 22)),
            Watch.mock(id: 3, title: returning, watchedOn: .mock(day: 21)),
            Watch.mock(id: 2, title: .mock(), watchedOn: .mock(day: 21)),
            Watch.mock(id: 1, title: .breakingBad(1, 1), watchedOn: .mock(day: 20)),
            Watch.mock(id: 0, title: .breakingBad(1, 2), watchedOn: .mock(day: 19)),
        ]

        let series = WatchedSeries.grouping(diary)

        #expect(series.map(\.seriesID) == [1396, 200])
        #expect(series.first?.episodes == [SeasonEpisode(1, 1), SeasonEpisode(1, 2)])
        #expect(series.first?.lastWatchedOn == .mock(day: 22))
        #expect(series.last?.episodes == [SeasonEpisode(1, 1)])
    }
}
