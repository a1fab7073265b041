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
    private let mapper = TrackedSeriesMapper()

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
        do {
            return mapper.map(try await episodeGuide.execute(id: id, seasons: seasons))
        } catch {
            throw error.cause
        }
    }
}
