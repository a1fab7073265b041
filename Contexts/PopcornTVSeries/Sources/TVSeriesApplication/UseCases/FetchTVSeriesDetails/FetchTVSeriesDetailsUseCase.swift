import CoreApplication
import Foundation
import TVSeriesDomain

/// Fetches one TV series's details, with images resolved, for presentation.
public protocol FetchTVSeriesDetailsUseCase: Sendable {
    /// The details of the series with a TMDb id and the `parts` of its screen, for a reader in
    /// `region` (ISO 3166-1, which picks the certification and watch providers); parts not asked
    /// for are `nil` in the details. At most one TMDb request, whatever the parts.
    func execute(
        id: TVSeries.ID,
        region: String,
        including parts: Set<TVSeriesPart>
    ) async throws(FetchError) -> TVSeriesDetails
}

extension FetchTVSeriesDetailsUseCase {
    /// The whole details screen: the series with every part of ``TVSeriesPart/detailsScreen``.
    public func execute(id: TVSeries.ID, region: String) async throws(FetchError) -> TVSeriesDetails {
        try await execute(id: id, region: region, including: TVSeriesPart.detailsScreen)
    }
}
