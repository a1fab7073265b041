import CoreDomain
import Foundation
import TMDbAdapterKit
import TMDbKit
import TVSeriesDomain
import TVSeriesInfrastructure

/// The TVSeries context's remote data source, answered by TMDb (live or the offline catalog).
///
/// TMDbKit's DTOs and errors stop here: callers get domain types and `DataAccessError`.
public struct TMDbTVSeriesRemoteDataSource: TVSeriesRemoteDataSource {
    private let client: TMDbClient
    private let language: String
    private let bundleMapper = TVSeriesBundleMapper()
    private let partMapper = TVSeriesPartMapper()
    private let episodeMapper = TVEpisodeMapper()
    private let episodeCreditsMapper = TVEpisodeCreditsMapper()
    private let pageMapper = TVSeriesPreviewPageMapper()
    private let listMapper = TVSeriesListKindMapper()

    /// - Parameters:
    ///   - client: The TMDb client, over whichever transport the composition root chose.
    ///   - language: TMDb's `language` parameter for every request, e.g. `en-US`.
    public init(client: TMDbClient, language: String) {
        self.client = client
        self.language = language
    }

    /// One request, `/tv/{id}?append_to_response=…` with exactly `parts`, seasons after the lists
    /// (and, with images, `include_image_language` for the language, English and images without text).
    public func tvSeries(
        withID id: Int,
        appending parts: Set<TVSeriesPart>
    ) async throws(DataAccessError) -> TVSeriesBundle {
        let endpoint = Endpoint<TVSeriesDetailsResponseDTO>.tvSeriesDetails(
            id: id, language: language, appending: partMapper.appendParts(parts), seasons: partMapper.seasons(parts))
        return bundleMapper.map(try await client.fetch(endpoint), parts: parts)
    }

    public func recommendations(forTVSeries tvSeriesID: Int, page: Int) async throws(DataAccessError)
        -> TVSeriesPreviewPage
    {
        pageMapper.map(try await client.fetch(.tvSeriesRecommendations(id: tvSeriesID, page: page, language: language)))
    }

    public func similar(forTVSeries tvSeriesID: Int, page: Int) async throws(DataAccessError) -> TVSeriesPreviewPage {
        pageMapper.map(try await client.fetch(.tvSeriesSimilar(id: tvSeriesID, page: page, language: language)))
    }

    public func episode(
        _ episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: Int
    ) async throws(DataAccessError) -> TVEpisode {
        episodeMapper.map(
            try await client.fetch(
                .tvEpisodeDetails(
                    seriesID: tvSeriesID, seasonNumber: seasonNumber, episodeNumber: episodeNumber, language: language
                )),
            inTVSeries: tvSeriesID)
    }

    public func episodeCredits(
        _ episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: Int
    ) async throws(DataAccessError) -> TVEpisodeCredits {
        episodeCreditsMapper.map(
            try await client.fetch(
                .tvEpisodeCredits(
                    seriesID: tvSeriesID, seasonNumber: seasonNumber, episodeNumber: episodeNumber, language: language
                )),
            episodeNumber: episodeNumber, inSeason: seasonNumber, inTVSeries: tvSeriesID)
    }

    public func tvSeries(in list: TVSeriesListKind, page: Int) async throws(DataAccessError) -> TVSeriesPreviewPage {
        pageMapper.map(try await client.fetch(.tvSeriesList(listMapper.map(list), page: page, language: language)))
    }

    public func searchTVSeries(
        query: String,
        firstAirDateYear: Int?,
        page: Int
    ) async throws(DataAccessError) -> TVSeriesPreviewPage {
        pageMapper.map(
            try await client.fetch(
                .searchTVSeries(query: query, firstAirDateYear: firstAirDateYear, page: page, language: language)))
    }
}
