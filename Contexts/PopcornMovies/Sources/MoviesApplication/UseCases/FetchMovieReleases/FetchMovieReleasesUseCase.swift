import CoreApplication
import MoviesDomain

/// Fetches when movies come out in a region, so the calendar can list the releases of the movies
/// followed without taking the details screen apart.
public protocol FetchMovieReleasesUseCase: Sendable {
    /// The dated releases of each movie in `region` (ISO 3166-1, any case), or why they could not
    /// be had: one TMDb request a movie (its details with the release dates appended), none when
    /// cached, a few at once. An empty list when TMDb has none there. After a failure that says
    /// TMDb cannot be had, the movies not asked yet are left out of the answer. `progress` is told
    /// how many movies are done, after each.
    func execute(ids: Set<Movie.ID>, region: String, progress: @escaping @Sendable (Int) -> Void) async
        -> [Movie.ID: Result<MovieReleases, FetchError>]
}
