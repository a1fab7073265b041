import Foundation
import Testing
import TrackingDomain
import TrackingTestHelpers

@Suite("SeriesProgress")
struct SeriesProgressTests {
    static func watched(_ episodes: [SeasonEpisode], seriesID: Int = 1396) -> WatchedSeries {
        WatchedSeries(
            seriesID: seriesID, name: "Breaking Bad", episodes: Set(episodes), lastWatchedOn: .mock(),
            lastLoggedAt: Date(timeIntervalSince1970: 0))
    }

    @Test("after the last episode of a season comes the next season's first; specials are not counted")
    func nextSeason() {
        let progress = SeriesProgress(
            series: .breakingBad, watched: Self.watched((1...7).map { SeasonEpisode(1, $0) } + [SeasonEpisode(0, 1)]))

        #expect(progress.watchedCount == 7)
        #expect(progress.airedCount == 20)
        #expect(progress.percent == 35)
        #expect(progress.nextEpisode?.place == SeasonEpisode(2, 1))
        #expect(progress.nextEpisode?.name == "Episode 1")
        #expect(!progress.isUpToDate)
    }

    @Test("the next episode follows the furthest watched, whatever was skipped before it")
    func furthest() {
        let progress = SeriesProgress(
            series: .breakingBad, watched: Self.watched([SeasonEpisode(1, 1), SeasonEpisode(1, 5)]))

        #expect(progress.nextEpisode?.place == SeasonEpisode(1, 6))
        #expect(progress.watchedCount == 2)
    }

    @Test("only specials watched: the next is the first regular episode")
    func onlySpecials() {
        let progress = SeriesProgress(series: .breakingBad, watched: Self.watched([SeasonEpisode(0, 2)]))

        #expect(progress.nextEpisode?.place == SeasonEpisode(1, 1))
        #expect(progress.watchedCount == 0)
        #expect(SeriesProgress.seasonsToAsk(for: Self.watched([SeasonEpisode(0, 2)])) == [1])
    }

    @Test("up to date with an ended series is completed; with one on the air it is only up to date")
    func upToDate() {
        let ended = SeriesProgress(series: .breakingBad, watched: Self.watched([SeasonEpisode(2, 13)]))
        let returning = SeriesProgress(
            series: .returning, watched: Self.watched([SeasonEpisode(1, 1)], seriesID: 200))

        #expect(ended.isUpToDate && ended.isCompleted)
        #expect(ended.percent == 5)
        #expect(returning.isUpToDate && !returning.isCompleted)
        #expect(returning.percent == 100)
    }

    @Test("a next episode in a season not asked for is named by its place alone")
    func unnamedNext() {
        let progress = SeriesProgress(
            series: TrackedSeries.breakingBad.asked(for: []), watched: Self.watched([SeasonEpisode(1, 3)]))

        #expect(
            progress.nextEpisode == TrackedEpisode(seasonNumber: 1, episodeNumber: 4, name: nil, airDay: nil))
        #expect(SeriesProgress.seasonsToAsk(for: Self.watched([SeasonEpisode(1, 3)])) == [1, 2])
    }

    @Test("with a special as the last aired, the regular seasons begun before the next to air count as aired")
    func specialLastAired() {
        let series = TrackedSeries(
            id: 1, name: "X",
            seasons: [
                TrackedSeason(seasonNumber: 0, episodeCount: 1), TrackedSeason(seasonNumber: 1, episodeCount: 4),
                TrackedSeason(seasonNumber: 2, episodeCount: 5),
            ],
            lastAired: TrackedEpisode(seasonNumber: 0, episodeNumber: 1, name: nil, airDay: nil),
            nextToAir: TrackedEpisode(seasonNumber: 2, episodeNumber: 1, name: nil, airDay: nil))

        let progress = SeriesProgress(series: series, watched: Self.watched([SeasonEpisode(1, 4)], seriesID: 1))

        #expect(progress.airedCount == 4)
        #expect(progress.isUpToDate)
    }

    @Test("nothing aired yet: nothing to count and nothing next")
    func nothingAired() {
        let series = TrackedSeries(id: 1, name: "X", seasons: [TrackedSeason(seasonNumber: 1, episodeCount: 3)])

        let progress = SeriesProgress(series: series, watched: Self.watched([], seriesID: 1))

        #expect(progress.airedCount == 0)
        #expect(progress.percent == 0)
        #expect(progress.nextEpisode == nil)
    }

    @Test("with a special as the last aired and the next to air mid-season, the episodes before it count as aired")
    func specialLastAiredMidSeason() {
        let series = TrackedSeries(
            id: 1, name: "X",
            seasons: [
                TrackedSeason(seasonNumber: 1, episodeCount: 4), TrackedSeason(seasonNumber: 2, episodeCount: 8),
            ],
            lastAired: TrackedEpisode(seasonNumber: 0, episodeNumber: 1, name: nil, airDay: nil),
            nextToAir: TrackedEpisode(seasonNumber: 2, episodeNumber: 5, name: nil, airDay: nil))

        let progress = SeriesProgress(series: series, watched: Self.watched([SeasonEpisode(1, 4)], seriesID: 1))

        #expect(progress.airedCount == 8)
        #expect(progress.nextEpisode?.place == SeasonEpisode(2, 1))
    }
}
