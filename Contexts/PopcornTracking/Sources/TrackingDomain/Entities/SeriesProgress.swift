/// Where the person is in a series: how many of its aired episodes they watched, the next one to
/// watch, and whether they are up to date.
///
/// Counts the regular seasons only (specials are extras), up to the last episode TMDb says aired;
/// the next episode is the one after the furthest watched, so a skipped episode is not nagged about.
public struct SeriesProgress: Hashable, Sendable {
    public let series: TrackedSeries
    public let watched: WatchedSeries
    /// Distinct aired episodes of the regular seasons watched at least once.
    public let watchedCount: Int
    /// Episodes of the regular seasons aired so far.
    public let airedCount: Int
    /// The next aired episode to watch (unnamed when its season was not asked for); `nil` when up to date.
    public let nextEpisode: TrackedEpisode?

    public init(series: TrackedSeries, watched: WatchedSeries) {
        self.series = series
        self.watched = watched
        let regular = series.seasons.filter { $0.isRegular && $0.episodeCount > 0 }
        let lastAired = Self.lastAired(series, regular: regular)
        airedCount = regular.reduce(0) { count, season in
            guard let lastAired, season.seasonNumber <= lastAired.seasonNumber else {
                return count
            }
            return count
                + (season.seasonNumber < lastAired.seasonNumber
                    ? season.episodeCount : min(season.episodeCount, lastAired.episodeNumber))
        }
        let watchedRegular = watched.episodes.filter { $0.seasonNumber > 0 }
        watchedCount = watchedRegular.filter { episode in lastAired.map { episode <= $0 } ?? false }.count
        let next = Self.episode(after: watchedRegular.max(), in: regular)
        if let next, let lastAired, next <= lastAired {
            nextEpisode =
                series.episode(next.seasonNumber, next.episodeNumber)
                ?? TrackedEpisode(
                    seasonNumber: next.seasonNumber, episodeNumber: next.episodeNumber, name: nil, airDay: nil)
        } else {
            nextEpisode = nil
        }
    }

    /// The seasons whose episodes name the next episode: the furthest watched one's and the one
    /// after it (the first season when none is watched), so one request answers.
    public static func seasonsToAsk(for watched: WatchedSeries) -> Set<Int> {
        let furthest = watched.episodes.filter { $0.seasonNumber > 0 }.max()?.seasonNumber ?? 0
        return furthest == 0 ? [1] : [furthest, furthest + 1]
    }

    /// Whether every aired episode after the furthest watched is watched: nothing to watch until the next airs.
    public var isUpToDate: Bool {
        nextEpisode == nil
    }

    /// Up to date with a series that has ended or was cancelled: nothing will come.
    public var isCompleted: Bool {
        isUpToDate && series.isFinished
    }

    /// Watched of aired, 0 to 100, rounded down (100 only when all are watched).
    public var percent: Int {
        airedCount == 0 ? 0 : min(100, watchedCount * 100 / airedCount)
    }

    /// The episode after `furthest` in the regular seasons (the first of them when `nil`).
    private static func episode(after furthest: SeasonEpisode?, in regular: [TrackedSeason]) -> SeasonEpisode? {
        if let furthest, let season = regular.first(where: { $0.seasonNumber == furthest.seasonNumber }),
            furthest.episodeNumber < season.episodeCount
        {
            return SeasonEpisode(furthest.seasonNumber, furthest.episodeNumber + 1)
        }
        let after = regular.first { season in furthest.map { season.seasonNumber > $0.seasonNumber } ?? true }
        return after.map { SeasonEpisode($0.seasonNumber, 1) }
    }

    /// The last aired episode's place: TMDb's last episode to air or, when that is a special, the
    /// episode before the next regular one to air (the end of the season before it, when that is a
    /// season's first), or the end of the last regular season when none is announced.
    private static func lastAired(_ series: TrackedSeries, regular: [TrackedSeason]) -> SeasonEpisode? {
        guard let last = series.lastAired else {
            return nil
        }
        guard last.seasonNumber == 0 else {
            return last.place
        }
        guard let next = series.nextToAir, next.seasonNumber > 0 else {
            return regular.last.map { SeasonEpisode($0.seasonNumber, $0.episodeCount) }
        }
        if next.episodeNumber > 1 {
            return SeasonEpisode(next.seasonNumber, next.episodeNumber - 1)
        }
        return regular.last { $0.seasonNumber < next.seasonNumber }.map {
            SeasonEpisode($0.seasonNumber, $0.episodeCount)
        }
    }
}
