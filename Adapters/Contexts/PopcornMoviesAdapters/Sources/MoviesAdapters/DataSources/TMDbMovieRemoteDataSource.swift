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
    private let movieMapper = MovieMapper()
    private let creditsMapper = CreditsMapper()
    private let pageMapper = MoviePreviewPageMapper()
    private let listMapper = MovieListKindMapper()

    /// - Parameters:
    ///   - client: The TMDb client, over whichever transport the composition root chose.
    ///   - language: TMDb's `language` parameter for every request, e.g. `en-US`.
    public init(client: TMDbClient, language: String) {
        self.client = client
        self.language = language
    }

    public func movie(withID id: Int) async throws(DataAccessError) -> Movie {
        movieMapper.map(try await client.fetch(.movieDetails(id: id, language: language)))
    }

    public func credits(forMovie movieID: Int) async throws(DataAccessError) -> Credits {
        creditsMapper.map(try await client.fetch(.movieCredits(id: movieID, language: language)))
    }

    public func movies(in list: MovieListKind, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        pageMapper.map(try await client.fetch(.movieList(listMapper.map(list), page: page, language: language)))
    }

    public func searchMovies(query: String, year: Int?, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        pageMapper.map(try await client.fetch(.searchMovies(query: query, year: year, page: page, language: language)))
    }
}
