import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the credits (through the series' one request, with only them appended) and the images
/// configuration concurrently, then maps them.
struct DefaultFetchTVSeriesCreditsUseCase: FetchTVSeriesCreditsUseCase {
    private let tvSeriesRepository: any TVSeriesRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = CreditsDetailsMapper()

    init(
        tvSeriesRepository: some TVSeriesRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.tvSeriesRepository = tvSeriesRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(tvSeriesID: TVSeries.ID) async throws(FetchError) -> CreditsDetails {
        async let bundle = tvSeriesRepository.tvSeries(withID: tvSeriesID, requiring: .credits)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            guard let credits = try await bundle.credits else {
                throw DataAccessError.notFound
            }
            return try await mapper.map(credits, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
