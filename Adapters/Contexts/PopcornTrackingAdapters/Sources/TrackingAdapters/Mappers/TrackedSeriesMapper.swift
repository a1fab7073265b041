import Foundation
import TVSeriesApplication
import TrackingDomain

/// Turns the TV series context's episode guide into the diary's `TrackedSeries`: its seasons, the
/// last and next episodes to air, and each episode's air day read in UTC, as TMDb's days are parsed.
/// Public for the composition root, which lays the diary over a series' screen with it.
public struct TrackedSeriesMapper: Sendable {
    /// The statuses after which no episode is to come.
    private static let finishedStatuses: Set<String> = ["Ended", "Canceled", "Cancelled"]
    private static let utc = TimeZone(identifier: "UTC") ?? .gmt

    public init() {}

    public func map(_ guide: TVSeriesEpisodeGuide) -> TrackedSeries {
        TrackedSeries(
            id: guide.id, name: guide.name,
            isFinished: guide.status.map(Self.finishedStatuses.contains) ?? false,
            seasons: guide.seasons.map { outline in
                TrackedSeason(
                    seasonNumber: outline.seasonNumber, episodeCount: outline.episodeCount,
                    episodes: guide.episodes[outline.seasonNumber]?.map(map))
            },
            lastAired: guide.lastEpisodeToAir.map(map),
            nextToAir: guide.nextEpisodeToAir.map(map))
    }

    private func map(_ episode: TVEpisodeSummaryDetails) -> TrackedEpisode {
        TrackedEpisode(
            seasonNumber: episode.seasonNumber, episodeNumber: episode.episodeNumber,
            name: episode.name.isEmpty ? nil : episode.name, airDay: episode.airDate.map { WatchDay($0, in: Self.utc) })
    }
}
