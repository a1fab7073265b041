import CoreApplication
import Foundation
import TVSeriesDomain

/// Fetches one episode of a series, with its still and people's photos resolved, for presentation.
public protocol FetchTVEpisodeDetailsUseCase: Sendable {
    /// Episode `episodeNumber` of season `seasonNumber` of the series with a TMDb id, with the series' and
    /// season's names and, when the season can be fetched, the episodes before and after it.
    func execute(
        episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: TVSeries.ID
    ) async throws(FetchError) -> TVEpisodeDetails
}
