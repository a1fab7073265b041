import CoreDomain
import Foundation

/// Gives the application layer one episode's cast, guest stars and crew.
public protocol TVEpisodeCreditsRepository: Sendable {
    /// The credits of episode `episodeNumber` of season `seasonNumber` of the series with a TMDb id.
    func credits(
        ofEpisode episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: TVSeries.ID
    ) async throws(DataAccessError) -> TVEpisodeCredits
}
