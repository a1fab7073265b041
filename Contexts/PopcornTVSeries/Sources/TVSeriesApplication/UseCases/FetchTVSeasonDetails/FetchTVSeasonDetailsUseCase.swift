import CoreApplication
import Foundation
import TVSeriesDomain

/// Fetches one season of a series with its episodes, images resolved, for presentation.
public protocol FetchTVSeasonDetailsUseCase: Sendable {
    /// Season `seasonNumber` of the series with a TMDb id, with every episode and the series' name.
    func execute(
        seasonNumber: Int,
        inTVSeries tvSeriesID: TVSeries.ID
    ) async throws(FetchError) -> TVSeasonDetails
}
