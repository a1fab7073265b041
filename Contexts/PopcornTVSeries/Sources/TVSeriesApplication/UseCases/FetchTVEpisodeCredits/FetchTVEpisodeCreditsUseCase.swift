import CoreApplication
import Foundation
import TVSeriesDomain

/// Fetches one episode's regular cast, guest stars and crew, with profile photos resolved.
public protocol FetchTVEpisodeCreditsUseCase: Sendable {
    /// The credits of episode `episodeNumber` of season `seasonNumber` of the series with a TMDb id,
    /// cast and guest stars in billing order.
    func execute(
        episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: TVSeries.ID
    ) async throws(FetchError) -> TVEpisodeCreditsDetails
}
