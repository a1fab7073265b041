import CoreDomain
import Foundation
import TVSeriesDomain

/// The port to TMDb that the TV series context needs; the TMDb adapter package implements it.
///
/// Implementations are already configured with the request language and classify every
/// failure as a ``DataAccessError``.
public protocol TVSeriesRemoteDataSource: Sendable {
    /// The details of the series with a TMDb id (with its season summaries) and `parts` of it,
    /// seasons included, in one request (`append_to_response`); a part the source does not
    /// answer is absent from the bundle and named among its unanswered parts.
    func tvSeries(withID id: Int, appending parts: Set<TVSeriesPart>) async throws(DataAccessError) -> TVSeriesBundle

    /// Page `page` of the series TMDb recommends to whoever liked the series.
    func recommendations(forTVSeries tvSeriesID: Int, page: Int) async throws(DataAccessError) -> TVSeriesPreviewPage

    /// Page `page` of the series with the same genres and keywords as the series.
    func similar(forTVSeries tvSeriesID: Int, page: Int) async throws(DataAccessError) -> TVSeriesPreviewPage

    /// Episode `episodeNumber` of season `seasonNumber` of the series with a TMDb id.
    func episode(
        _ episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: Int
    ) async throws(DataAccessError) -> TVEpisode

    /// The regular cast, guest stars and crew of episode `episodeNumber` of season `seasonNumber` of the series.
    func episodeCredits(
        _ episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: Int
    ) async throws(DataAccessError) -> TVEpisodeCredits

    /// One page of a curated list such as popular or airing today.
    func tvSeries(in list: TVSeriesListKind, page: Int) async throws(DataAccessError) -> TVSeriesPreviewPage

    /// One page of series whose names match `query`, optionally first aired in `firstAirDateYear`.
    func searchTVSeries(
        query: String,
        firstAirDateYear: Int?,
        page: Int
    ) async throws(DataAccessError) -> TVSeriesPreviewPage
}
