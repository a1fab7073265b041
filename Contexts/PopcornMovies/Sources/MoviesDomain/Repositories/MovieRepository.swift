import CoreDomain
import Foundation

/// Gives the application layer movies and the parts of them a screen shows, wherever they come from.
///
/// Implementations decide between cache and TMDb; callers only see domain types and typed errors.
/// Every method that names parts costs at most one TMDb request (the details with the parts
/// appended), and what it fetches fills the cache of every part it returns.
public protocol MovieRepository: Sendable {
    /// The movie with a TMDb id and the `parts` of it that are known (see ``MovieBundle``).
    func movie(withID id: Movie.ID, including parts: Set<MoviePart>) async throws(DataAccessError) -> MovieBundle

    /// The cast and crew of the movie with a TMDb id.
    func credits(forMovie movieID: Movie.ID) async throws(DataAccessError) -> Credits

    /// Every image TMDb has of the movie in the cache's language (and English, and without text).
    func images(forMovie movieID: Movie.ID) async throws(DataAccessError) -> ImageCollection

    /// Where the movie can be watched, in every country TMDb lists.
    func watchProviders(forMovie movieID: Movie.ID) async throws(DataAccessError) -> [WatchProviderOffers]

    /// The movie's trailers, teasers, clips and featurettes in the cache's language and English.
    func videos(forMovie movieID: Movie.ID) async throws(DataAccessError) -> [Video]

    /// Page `page` (1-based) of the movies TMDb recommends to whoever liked this one.
    func recommendations(forMovie movieID: Movie.ID, page: Int) async throws(DataAccessError) -> MoviePreviewPage

    /// Page `page` (1-based) of the movies with the same genres and keywords.
    func similar(forMovie movieID: Movie.ID, page: Int) async throws(DataAccessError) -> MoviePreviewPage
}
