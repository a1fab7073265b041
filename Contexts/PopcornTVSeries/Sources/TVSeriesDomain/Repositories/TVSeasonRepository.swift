import CoreDomain
import Foundation

/// Gives the application layer a season of a series with its episodes.
public protocol TVSeasonRepository: Sendable {
    /// Season `seasonNumber` of the series with a TMDb id, with every episode.
    func season(_ seasonNumber: Int, inTVSeries tvSeriesID: TVSeries.ID) async throws(DataAccessError) -> TVSeason
}
