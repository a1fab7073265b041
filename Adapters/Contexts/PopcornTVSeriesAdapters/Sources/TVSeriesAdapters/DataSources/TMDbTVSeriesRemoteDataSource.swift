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
    private let tvSeriesMapper = TVSeriesMapper()
    private let seasonMapper = TVSeasonMapper()
    private let episodeMapper = TVEpisodeMapper()
    private let episodeCreditsMapper = TVEpisodeCreditsMapper()
    private let creditsMapper = CreditsMapper()
    private let aggregateCreditsMapper = AggregateCreditsMapper()
    private let pageMapper = TVSeriesPreviewPageMapper()
    private let listMapper = TVSeriesListKindMapper()

    /// - Parameters:
    ///   - client: The TMDb client, over whichever transport the composition root chose.
    ///   - language: TMDb's `language` parameter for every request, e.g. `en-US`.
    public init(client: TMDbClient, language: String) {
        self.client = client
        self.language = language
    }

    public func tvSeries(withID id: Int) async throws(DataAccessError) -> TVSeries {
        tvSeriesMapper.map(try await client.fetch(.tvSeriesDetails(id: id, language: language)))
    }

    public func season(_ seasonNumber: Int, inTVSeries tvSeriesID: Int) async throws(DataAccessError) -> TVSeason {
        seasonMapper.map(
            try await client.fetch(
                .tvSeasonDetails(seriesID: tvSeriesID, seasonNumber: seasonNumber, language: language)))
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

    public func credits(forTVSeries tvSeriesID: Int) async throws(DataAccessError) -> Credits {
        creditsMapper.map(try await client.fetch(.tvSeriesCredits(id: tvSeriesID, language: language)))
    }

    public func aggregateCredits(forTVSeries tvSeriesID: Int) async throws(DataAccessError) -> AggregateCredits {
        aggregateCreditsMapper.map(
            try await client.fetch(.tvSeriesAggregateCredits(id: tvSeriesID, language: language)))
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
