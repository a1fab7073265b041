import Foundation

/// A series the person has started, as the diary knows it: which of its episodes they watched and
/// when they last did. What `progress` lays over the series' episodes.
public struct WatchedSeries: Hashable, Sendable {
    public let seriesID: Int
    /// The series' name as last logged.
    public let name: String
    /// Each episode watched at least once, specials included.
    public let episodes: Set<SeasonEpisode>
    /// The day of the latest watch of any of its episodes.
    public let lastWatchedOn: WatchDay
    /// When that latest watch was logged; orders series watched on the same day.
    public let lastLoggedAt: Date

    public init(
        seriesID: Int, name: String, episodes: Set<SeasonEpisode>, lastWatchedOn: WatchDay, lastLoggedAt: Date
    ) {
        self.seriesID = seriesID
        self.name = name
        self.episodes = episodes
        self.lastWatchedOn = lastWatchedOn
        self.lastLoggedAt = lastLoggedAt
    }

    /// The series of the episodes in `watches` (the diary, newest first), the one watched last first.
    public static func grouping(_ watches: [Watch]) -> [WatchedSeries] {
        var order: [Int] = []
        var latest: [Int: Watch] = [:]
        var episodes: [Int: Set<SeasonEpisode>] = [:]
        for watch in watches {
            guard case .episode(let seriesID, let season, let episode) = watch.item else {
                continue
            }
            if latest[seriesID] == nil {
                latest[seriesID] = watch
                order.append(seriesID)
            }
            episodes[seriesID, default: []].insert(SeasonEpisode(season, episode))
        }
        return order.compactMap { seriesID in
            latest[seriesID].map { watch in
                WatchedSeries(
                    seriesID: seriesID, name: watch.title.name, episodes: episodes[seriesID] ?? [],
                    lastWatchedOn: watch.watchedOn, lastLoggedAt: watch.loggedAt)
            }
        }
    }
}
