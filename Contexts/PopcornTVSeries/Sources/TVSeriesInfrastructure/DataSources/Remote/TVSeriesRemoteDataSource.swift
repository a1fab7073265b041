import CoreDomain
import Foundation
import TVSeriesDomain

/// The port to TMDb that the TV series context needs; the TMDb adapter package implements it.
///
/// Implementations are already configured with the request language and classify every
/// failure as a ``DataAccessError``.
public protocol TVSeriesRemoteDataSource: Sendable {
    /// The details of the series with a TMDb id, with its season summaries.
    func tvSeries(withID id: Int) async throws(DataAccessError) -> TVSeries

    /// Season `seasonNumber` of the series with a TMDb id, with every episode.
    func season(_ seasonNumber: Int, inTVSeries tvSeriesID: Int) async throws(DataAccessError) -> TVSeason

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

    /// The series' current cast and crew.
    func credits(forTVSeries tvSeriesID: Int) async throws(DataAccessError) -> Credits

    /// Everyone who ever appeared in or worked on the series, with roles, jobs and episode counts.
    func aggregateCredits(forTVSeries tvSeriesID: Int) async throws(DataAccessError) -> AggregateCredits

    /// One page of a curated list such as popular or airing today.
    func tvSeries(in list: TVSeriesListKind, page: Int) async throws(DataAccessError) -> TVSeriesPreviewPage

    /// One page of series whose names match `query`, optionally first aired in `firstAirDateYear`.
    func searchTVSeries(
        query: String,
        firstAirDateYear: Int?,
        page: Int
    ) async throws(DataAccessError) -> TVSeriesPreviewPage
}
