import CoreDomain
import Foundation
import MoviesApplication
import TVSeriesApplication
import WatchlistDomain

/// The watchlist's ``WatchlistTitleProviding``, answered by the Movies and TV series contexts'
/// summaries: a title's details alone (at most one request, none when cached), with its poster path
/// as TMDb gives it, and never a question back to the watchlist.
public struct WatchlistTitleProvider: WatchlistTitleProviding {
    private let movieSummary: any FetchMovieSummaryUseCase
    private let tvSeriesSummary: any FetchTVSeriesSummaryUseCase

    public init(movieSummary: any FetchMovieSummaryUseCase, tvSeriesSummary: any FetchTVSeriesSummaryUseCase) {
        self.movieSummary = movieSummary
        self.tvSeriesSummary = tvSeriesSummary
    }

    public func title(_ id: WatchlistItemID) async throws(DataAccessError) -> WatchlistTitle {
        switch id.kind {
        case .movie:
            do {
                let movie = try await movieSummary.execute(id: id.tmdbID)
                return WatchlistTitle(
                    id: id, title: movie.title, releaseDate: movie.releaseDate, posterPath: movie.posterPath,
                    voteAverage: movie.voteAverage)
            } catch {
                throw error.cause
            }
        case .tvSeries:
            do {
                let series = try await tvSeriesSummary.execute(id: id.tmdbID)
                return WatchlistTitle(
                    id: id, title: series.name, releaseDate: series.firstAirDate, posterPath: series.posterPath,
                    voteAverage: series.voteAverage)
            } catch {
                throw error.cause
            }
        }
    }
}
