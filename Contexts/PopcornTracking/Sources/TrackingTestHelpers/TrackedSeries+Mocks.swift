import Foundation
import TrackingDomain

extension TrackedSeries {
    /// Breaking Bad as far as its second season, ended: two specials, seven episodes in season 1 from
    /// 20 January 2008 and thirteen in season 2 from 8 March 2009, one a week; the last aired is S02E13.
    public static let breakingBad = TrackedSeries(
        id: 1396, name: "Breaking Bad", isFinished: true,
        seasons: [
            TrackedSeason(seasonNumber: 0, episodeCount: 2, episodes: weekly(season: 0, count: 2, from: "2009-02-17")),
            TrackedSeason(
                seasonNumber: 1, episodeCount: 7,
                episodes: [
                    "Pilot", "Cat's in the Bag...", "...And the Bag's in the River", "Cancer Man", "Gray Matter",
                    "Crazy Handful of Nothin'", "A No-Rough-Stuff-Type Deal",
                ].enumerated().map { index, name in
                    TrackedEpisode(
                        seasonNumber: 1, episodeNumber: index + 1, name: name,
                        airDay: WatchDay(
                            year: 2008, month: [1, 1, 2, 2, 2, 3, 3][index], day: [20, 27, 10, 17, 24, 2, 9][index]))
                }),
            TrackedSeason(
                seasonNumber: 2, episodeCount: 13, episodes: weekly(season: 2, count: 13, from: "2009-03-08")),
        ],
        lastAired: TrackedEpisode(seasonNumber: 2, episodeNumber: 13, name: "ABQ", airDay: WatchDay("2009-05-31")))

    /// A series on the air: season 1's first episode aired on 1 January 2026, the second airs in
    /// 2099 and the third has no air date yet.
    public static let returning = TrackedSeries(
        id: 200, name: "Returning",
        seasons: [
            TrackedSeason(
                seasonNumber: 1, episodeCount: 3,
                episodes: [
                    TrackedEpisode(seasonNumber: 1, episodeNumber: 1, name: "Start", airDay: WatchDay("2026-01-01")),
                    TrackedEpisode(seasonNumber: 1, episodeNumber: 2, name: "Later", airDay: WatchDay("2099-01-01")),
                    TrackedEpisode(seasonNumber: 1, episodeNumber: 3, name: nil, airDay: nil),
                ])
        ],
        lastAired: TrackedEpisode(seasonNumber: 1, episodeNumber: 1, name: "Start", airDay: WatchDay("2026-01-01")),
        nextToAir: TrackedEpisode(seasonNumber: 1, episodeNumber: 2, name: "Later", airDay: WatchDay("2099-01-01")))

    /// `count` episodes of `season`, named `Episode N`, a week apart from `first`.
    private static func weekly(season: Int, count: Int, from first: String) -> [TrackedEpisode] {
        guard let day = WatchDay(first) else {
            return []
        }
        return (0..<count).map { index in
            TrackedEpisode(
                seasonNumber: season, episodeNumber: index + 1, name: "Episode \(index + 1)",
                airDay: WatchDay(
                    day.calendarDay.midnight.addingTimeInterval(TimeInterval(7 * 86_400 * index)), in: .gmt))
        }
    }

    /// The series with only `seasons`' episodes, as a provider answers when asked for them.
    public func asked(for seasons: Set<Int>) -> TrackedSeries {
        TrackedSeries(
            id: id, name: name, isFinished: isFinished,
            seasons: self.seasons.map {
                TrackedSeason(
                    seasonNumber: $0.seasonNumber, episodeCount: $0.episodeCount,
                    episodes: seasons.contains($0.seasonNumber) ? $0.episodes : nil)
            },
            lastAired: lastAired, nextToAir: nextToAir)
    }
}
