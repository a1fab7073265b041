import Foundation
import TVSeriesDomain

/// Fetches one TV series's details, with images resolved, for presentation.
public protocol FetchTVSeriesDetailsUseCase: Sendable {
    /// The details of the TV series with a TMDb id.
    func execute(id: TVSeries.ID) async throws(FetchTVSeriesDetailsError) -> TVSeriesDetails
}
