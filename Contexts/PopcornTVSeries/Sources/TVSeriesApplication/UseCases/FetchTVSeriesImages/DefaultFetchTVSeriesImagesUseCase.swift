import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the images (through the series' one request, with only images appended) and the images
/// configuration concurrently, then keeps the kind asked for and maps them.
struct DefaultFetchTVSeriesImagesUseCase: FetchTVSeriesImagesUseCase {
    private let tvSeriesRepository: any TVSeriesRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = ImageCollectionDetailsMapper()

    init(
        tvSeriesRepository: some TVSeriesRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.tvSeriesRepository = tvSeriesRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(
        tvSeriesID: TVSeries.ID,
        kind: ImageKind?
    ) async throws(FetchError) -> ImageCollectionDetails {
        async let bundle = tvSeriesRepository.tvSeries(withID: tvSeriesID, requiring: .images)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            guard let images = try await bundle.images else {
                throw DataAccessError.notFound
            }
            return try await mapper.map(images.only(kind), imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
