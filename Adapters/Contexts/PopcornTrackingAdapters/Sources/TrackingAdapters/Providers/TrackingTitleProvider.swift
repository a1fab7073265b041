import CoreApplication
import CoreDomain
import Foundation
import MoviesApplication
import TVSeriesApplication
import TrackingDomain

/// The diary's ``TrackingTitleProviding``, answered by the Movies and TV series contexts: a movie's
/// or a series' summary (at most one request, none when cached) and a season's details (one request
/// for all its episodes).
public struct TrackingTitleProvider: TrackingTitleProviding {
    private let movieSummary: any FetchMovieSummaryUseCase
    private let tvSeriesSummary: any FetchTVSeriesSummaryUseCase
    private let season: any FetchTVSeasonDetailsUseCase

    /// TMDb's days are parsed as midnight UTC, so that is where an air date's day is read.
    private static let utc = TimeZone(identifier: "UTC") ?? .gmt

    public init(
        movieSummary: any FetchMovieSummaryUseCase,
        tvSeriesSummary: any FetchTVSeriesSummaryUseCase,
        season: any FetchTVSeasonDetailsUseCase
    ) {
        self.movieSummary = movieSummary
        self.tvSeriesSummary = tvSeriesSummary
        self.season = season
    }

    public func movieTitle(id: Int) async throws(DataAccessError) -> String {
        do {
            return try await movieSummary.execute(id: id).title
        } catch {
            throw error.cause
        }
    }

    public func seriesName(id: Int) async throws(DataAccessError) -> String {
        do {
            return try await tvSeriesSummary.execute(id: id).name
        } catch {
            throw error.cause
        }
    }

    public func season(_ seasonNumber: Int, ofSeries seriesID: Int) async throws(DataAccessError) -> TrackedSeason {
        let details: TVSeasonDetails
        do {
            details = try await season.execute(seasonNumber: seasonNumber, inTVSeries: seriesID)
        } catch {
            throw error.cause
        }
        let seriesName: String
        if let name = details.tvSeriesName, !name.isEmpty {
            seriesName = name
        } else {
            seriesName = try await self.seriesName(id: seriesID)
        }
        return TrackedSeason(
            seriesID: seriesID, seriesName: seriesName, seasonNumber: seasonNumber,
            episodes: (details.episodes ?? []).map { episode in
                TrackedEpisode(
                    episodeNumber: episode.episodeNumber, name: episode.name.isEmpty ? nil : episode.name,
                    airDay: episode.airDate.map { WatchDay($0, in: Self.utc) })
            })
    }
}
