import CoreDomain
import Foundation
import MoviesApplication
import TVSeriesApplication
import WatchlistDomain

/// The watchlist's ``WatchlistTitleProviding``, answered by the Movies and TV series contexts'
/// details (their details alone, no part: at most one request, none when cached).
public struct WatchlistTitleProvider: WatchlistTitleProviding {
    private let movieDetails: any FetchMovieDetailsUseCase
    private let tvSeriesDetails: any FetchTVSeriesDetailsUseCase
    private let region: String

    /// - Parameter region: the reader's region, which the details use cases take (it picks nothing
    ///   the watchlist keeps).
    public init(
        movieDetails: any FetchMovieDetailsUseCase,
        tvSeriesDetails: any FetchTVSeriesDetailsUseCase,
        region: String
    ) {
        self.movieDetails = movieDetails
        self.tvSeriesDetails = tvSeriesDetails
        self.region = region
    }

    public func title(_ id: WatchlistItemID) async throws(DataAccessError) -> WatchlistTitle {
        switch id.kind {
        case .movie:
            do {
                let movie = try await movieDetails.execute(id: id.tmdbID, region: region, including: [])
                return WatchlistTitle(
                    id: id, title: movie.title, releaseDate: movie.releaseDate,
                    posterPath: movie.posterURLSet?.path, voteAverage: movie.voteAverage)
            } catch {
                throw error.cause
            }
        case .tvSeries:
            do {
                let series = try await tvSeriesDetails.execute(id: id.tmdbID, region: region, including: [])
                return WatchlistTitle(
                    id: id, title: series.name, releaseDate: series.firstAirDate,
                    posterPath: series.posterURLSet?.path, voteAverage: series.voteAverage)
            } catch {
                throw error.cause
            }
        }
    }
}
