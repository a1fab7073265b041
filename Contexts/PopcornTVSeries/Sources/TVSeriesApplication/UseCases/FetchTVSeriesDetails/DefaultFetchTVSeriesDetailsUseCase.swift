import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the series with its parts and the images configuration concurrently, then maps them.
struct DefaultFetchTVSeriesDetailsUseCase: FetchTVSeriesDetailsUseCase {
    private let tvSeriesRepository: any TVSeriesRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let language: String
    private let mapper = TVSeriesDetailsMapper()

    /// - Parameter language: the reader's language (`en-US`), which picks the logo to show.
    init(
        tvSeriesRepository: some TVSeriesRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        language: String
    ) {
        self.tvSeriesRepository = tvSeriesRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
        self.language = language
    }

    func execute(
        id: TVSeries.ID,
        region: String,
        including parts: Set<TVSeriesPart>
    ) async throws(FetchTVSeriesDetailsError) -> TVSeriesDetails {
        async let bundle = tvSeriesRepository.tvSeries(withID: id, including: parts)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(
                bundle, region: region, language: language, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchTVSeriesDetailsError(converting: error)
        }
    }
}
