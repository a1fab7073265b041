import CoreDomain
import Foundation
import GenresDomain
import GenresInfrastructure
import TMDbAdapterKit
import TMDbKit

/// The Genres context's remote data source, answered by TMDb's `/genre/movie/list` and
/// `/genre/tv/list` (live or the offline catalog).
///
/// TMDbKit's DTOs and errors stop here: callers get CoreDomain's `Genre` and `DataAccessError`.
public struct TMDbGenreRemoteDataSource: GenreRemoteDataSource {
    private let client: TMDbClient
    private let language: String
    private let listMapper = GenreListMapper()
    private let mediaTypeMapper = GenreMediaTypeMapper()

    /// - Parameters:
    ///   - client: The TMDb client, over whichever transport the composition root chose.
    ///   - language: TMDb's `language` parameter for every request, e.g. `en-US`: the genres' names come in it.
    public init(client: TMDbClient, language: String) {
        self.client = client
        self.language = language
    }

    public func genres(for mediaType: GenreMediaType) async throws(DataAccessError) -> [Genre] {
        listMapper.map(try await client.fetch(.genreList(mediaTypeMapper.map(mediaType), language: language)))
    }
}
