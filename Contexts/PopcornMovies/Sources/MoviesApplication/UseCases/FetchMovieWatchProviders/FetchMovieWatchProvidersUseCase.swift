import CoreApplication
import Foundation
import MoviesDomain

/// Fetches where a movie can be watched in the reader's region, by kind of offer.
public protocol FetchMovieWatchProvidersUseCase: Sendable {
    /// The offers in `region` (ISO 3166-1, any case), with TMDb's page of them; every list empty
    /// when TMDb lists none there.
    func execute(
        movieID: Movie.ID,
        region: String
    ) async throws(FetchError) -> WatchProviderOffersDetails
}
