import CoreDomain
import Foundation

/// Gives the application layer one episode of a series, with its crew and guest stars.
public protocol TVEpisodeRepository: Sendable {
    /// Episode `episodeNumber` of season `seasonNumber` of the series with a TMDb id.
    func episode(
        _ episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: TVSeries.ID
    ) async throws(DataAccessError) -> TVEpisode
}
