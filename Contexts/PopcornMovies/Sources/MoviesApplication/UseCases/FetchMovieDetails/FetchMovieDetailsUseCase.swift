import CoreApplication
import Foundation
import MoviesDomain

/// Fetches one movie's details, with images resolved, for presentation.
public protocol FetchMovieDetailsUseCase: Sendable {
    /// The details of the movie with a TMDb id and the `parts` of its screen, for a reader in
    /// `region` (ISO 3166-1, which picks the certification and watch providers); parts not asked
    /// for are `nil` in the details. At most one TMDb request, whatever the parts.
    func execute(
        id: Movie.ID,
        region: String,
        including parts: Set<MoviePart>
    ) async throws(FetchError) -> MovieDetails
}

extension FetchMovieDetailsUseCase {
    /// The whole details screen: the movie with every part of ``MoviePart/detailsScreen``.
    public func execute(id: Movie.ID, region: String) async throws(FetchError) -> MovieDetails {
        try await execute(id: id, region: region, including: MoviePart.detailsScreen)
    }
}
