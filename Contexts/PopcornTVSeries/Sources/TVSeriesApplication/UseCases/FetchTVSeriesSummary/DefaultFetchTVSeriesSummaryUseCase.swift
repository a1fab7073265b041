import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Reads the series without any part and keeps its summary.
struct DefaultFetchTVSeriesSummaryUseCase: FetchTVSeriesSummaryUseCase {
    private let tvSeriesRepository: any TVSeriesRepository

    init(tvSeriesRepository: some TVSeriesRepository) {
        self.tvSeriesRepository = tvSeriesRepository
    }

    func execute(id: TVSeries.ID) async throws(FetchError) -> TVSeriesSummary {
        let entity: TVSeries
        do {
            entity = try await tvSeriesRepository.tvSeries(withID: id, including: []).tvSeries
        } catch {
            throw FetchError(error)
        }
        return TVSeriesSummary(
            id: entity.id, name: entity.name, firstAirDate: entity.firstAirDate,
            posterPath: entity.posterPath, voteAverage: entity.voteAverage)
    }
}
