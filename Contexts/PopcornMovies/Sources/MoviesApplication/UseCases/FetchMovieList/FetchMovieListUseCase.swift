import CoreApplication
import Foundation
import MoviesDomain

/// Fetches one page of a curated movie list (popular, top rated, now playing, upcoming).
public protocol FetchMovieListUseCase: Sendable {
    /// Page `page` (1-based) of `list`.
    func execute(list: MovieListKind, page: Int) async throws(FetchError) -> MoviePreviewDetailsPage
}
