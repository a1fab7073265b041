import CoreApplication
import CoreDomain
import Foundation
import MoviesApplication
import TVSeriesApplication
import TrackingDomain

/// The diary's ``TrackingTitleProviding``, answered by the Movies and TV series contexts: a movie's
/// summary (at most one request, none when cached) and a series' episode guide (one request for the
/// series and every season asked).
public struct TrackingTitleProvider: TrackingTitleProviding {
    private let movieSummary: any FetchMovieSummaryUseCase
    private let episodeGuide: any FetchTVSeriesEpisodeGuideUseCase

    /// TMDb's days are parsed as midnight UTC, so that is where an air date's day is read.
    private static let utc = TimeZone(identifier: "UTC") ?? .gmt
    /// The statuses after which no episode is to come.
    private static let finishedStatuses: Set<String> = ["Ended", "Canceled", "Cancelled"]

    public init(movieSummary: any FetchMovieSummaryUseCase, episodeGuide: any FetchTVSeriesEpisodeGuideUseCase) {
        self.movieSummary = movieSummary
        self.episodeGuide = episodeGuide
    }

    public func movieTitle(id: Int) async throws(DataAccessError) -> String {
        do {
            return try await movieSummary.execute(id: id).title
        } catch {
            throw error.cause
        }
    }

    public func series(id: Int, withEpisodesOf seasons: Set<Int>) async throws(DataAccessError) -> TrackedSeries {
        let guide: TVSeriesEpisodeGuide
        do {
            guide = try await episodeGuide.execute(id: id, seasons: seasons)
        } catch {
            throw error.cause
        }
        return TrackedSeries(
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
