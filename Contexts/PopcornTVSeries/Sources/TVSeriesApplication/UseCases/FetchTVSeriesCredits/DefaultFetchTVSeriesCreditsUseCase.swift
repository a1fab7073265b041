import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the credits and the images configuration concurrently, then maps them.
struct DefaultFetchTVSeriesCreditsUseCase: FetchTVSeriesCreditsUseCase {
    private let tvSeriesCreditsRepository: any TVSeriesCreditsRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = CreditsDetailsMapper()

    init(
        tvSeriesCreditsRepository: some TVSeriesCreditsRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.tvSeriesCreditsRepository = tvSeriesCreditsRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(tvSeriesID: TVSeries.ID) async throws(FetchTVSeriesCreditsError) -> CreditsDetails {
        async let credits = tvSeriesCreditsRepository.credits(forTVSeries: tvSeriesID)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(credits, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchTVSeriesCreditsError(converting: error)
        }
    }
}
