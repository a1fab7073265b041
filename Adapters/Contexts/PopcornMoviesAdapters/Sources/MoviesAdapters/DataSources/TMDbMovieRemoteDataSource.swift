import CoreDomain
import Foundation
import MoviesDomain
import MoviesInfrastructure
import TMDbAdapterKit
import TMDbKit

/// The Movies context's remote data source, answered by TMDb (live or the offline catalog).
///
/// TMDbKit's DTOs and errors stop here: callers get domain types and `DataAccessError`.
public struct TMDbMovieRemoteDataSource: MovieRemoteDataSource {
    private let client: TMDbClient
    private let language: String
    private let bundleMapper = MovieBundleMapper()
    private let partMapper = MoviePartMapper()
    private let pageMapper = MoviePreviewPageMapper()
    private let listMapper = MovieListKindMapper()

    /// - Parameters:
    ///   - client: The TMDb client, over whichever transport the composition root chose.
    ///   - language: TMDb's `language` parameter for every request, e.g. `en-US`.
    public init(client: TMDbClient, language: String) {
        self.client = client
        self.language = language
    }

    /// One request, `/movie/{id}?append_to_response=…` with exactly `parts` (and, with images,
    /// `include_image_language` for the language, English and images without text).
    public func movie(withID id: Int, appending parts: Set<MoviePart>) async throws(DataAccessError) -> MovieBundle {
        let endpoint = Endpoint<MovieDetailsResponseDTO>.movieDetails(
            id: id, language: language, appending: Set(parts.map(partMapper.map)))
        return bundleMapper.map(try await client.fetch(endpoint), parts: parts)
    }

    public func recommendations(forMovie movieID: Int, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        pageMapper.map(try await client.fetch(.movieRecommendations(id: movieID, page: page, language: language)))
    }

    public func similar(forMovie movieID: Int, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        pageMapper.map(try await client.fetch(.movieSimilar(id: movieID, page: page, language: language)))
    }

    public func movies(in list: MovieListKind, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        pageMapper.map(try await client.fetch(.movieList(listMapper.map(list), page: page, language: language)))
    }

    public func searchMovies(query: String, year: Int?, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        pageMapper.map(try await client.fetch(.searchMovies(query: query, year: year, page: page, language: language)))
    }
}
