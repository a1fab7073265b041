import CoreApplication
import Foundation
import MoviesDomain

/// Fetches what another context keeps of a movie, so it need not take the details screen apart.
public protocol FetchMovieSummaryUseCase: Sendable {
    /// The summary of the movie with a TMDb id: its details alone, at most one TMDb request, none
    /// when cached; it never asks the watchlist.
    func execute(id: Movie.ID) async throws(FetchError) -> MovieSummary
}
