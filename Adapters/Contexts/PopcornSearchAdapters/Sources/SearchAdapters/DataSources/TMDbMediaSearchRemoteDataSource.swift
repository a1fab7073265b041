import CoreDomain
import Foundation
import SearchDomain
import SearchInfrastructure
import TMDbAdapterKit
import TMDbKit

/// The Search context's remote data source: TMDb's `/search/multi` for every kind at once,
/// `/search/movie`, `/search/tv`, `/search/person` for one kind, and `/find` for an IMDb id (live
/// or the offline catalog).
///
/// TMDbKit's DTOs and errors stop here: callers get domain types and `DataAccessError`.
public struct TMDbMediaSearchRemoteDataSource: MediaSearchRemoteDataSource {
    private let client: TMDbClient
    private let language: String
    private let pageMapper = MediaPreviewPageMapper()
    private let mediaPreviewMapper = MediaPreviewMapper()
    private let movieMapper = MovieMediaPreviewMapper()
    private let tvSeriesMapper = TVSeriesMediaPreviewMapper()
    private let personMapper = PersonMediaPreviewMapper()

    /// - Parameters:
    ///   - client: The TMDb client, over whichever transport the composition root chose.
    ///   - language: TMDb's `language` parameter for every request, e.g. `en-US`.
    public init(client: TMDbClient, language: String) {
        self.client = client
        self.language = language
    }

    public func search(_ query: MediaSearchQuery) async throws(DataAccessError) -> MediaPreviewPage {
        let (text, page) = (query.text, query.page)
        switch query.kind {
        case .all:
            let dto = try await client.fetch(.searchMulti(query: text, page: page, language: language))
            return pageMapper.map(dto, result: mediaPreviewMapper.map)
        case .movie:
            let dto = try await client.fetch(
                .searchMovies(query: text, year: query.year, page: page, language: language))
            return pageMapper.map(dto) { .movie(movieMapper.map($0)) }
        case .tvSeries:
            let dto = try await client.fetch(
                .searchTVSeries(query: text, firstAirDateYear: query.year, page: page, language: language))
            return pageMapper.map(dto) { .tvSeries(tvSeriesMapper.map($0)) }
        case .person:
            let dto = try await client.fetch(.searchPeople(query: text, page: page, language: language))
            return pageMapper.map(dto) { .person(personMapper.map($0)) }
        }
    }

    /// `/find/{id}?external_source=imdb_id`: its movies, then series, then people, as one page.
    public func find(_ id: IMDbID) async throws(DataAccessError) -> MediaPreviewPage {
        let dto = try await client.fetch(.find(imdbID: id.text, language: language))
        let results: [MediaPreview] =
            dto.movieResults.map { .movie(movieMapper.map($0)) }
            + dto.tvResults.map { .tvSeries(tvSeriesMapper.map($0)) }
            + dto.personResults.map { .person(personMapper.map($0)) }
        return MediaPreviewPage(page: 1, totalPages: 1, totalResults: results.count, results: results)
    }
}
