import CoreApplication
import CoreDomain
import DiscoverDomain
import Foundation

/// Fetches the region's services and the images configuration concurrently, then puts the services
/// in the region's order and resolves their logos.
struct DefaultFetchWatchProvidersListUseCase: FetchWatchProvidersListUseCase {
    private let watchProviderRepository: any DiscoverWatchProviderRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = WatchProviderDetailsMapper()

    init(
        watchProviderRepository: some DiscoverWatchProviderRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.watchProviderRepository = watchProviderRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(mediaType: DiscoverMediaType, region: String) async throws(FetchError) -> WatchProviderListDetails {
        let code = region.uppercased()
        async let providers = watchProviderRepository.watchProviders(for: mediaType, region: code)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            let (found, configuration) = try await (providers, imagesConfiguration)
            return WatchProviderListDetails(
                mediaType: mediaType.rawValue, region: code,
                providers: WatchProviderDisplayOrder.sorted(found).map {
                    mapper.map($0, imagesConfiguration: configuration)
                })
        } catch {
            throw FetchError(converting: error)
        }
    }
}
