import CoreDomain
import Foundation
import __Context__Domain

/// Fetches the __entity_words__ and the images configuration concurrently, then maps them.
struct DefaultFetch__Entity__DetailsUseCase: Fetch__Entity__DetailsUseCase {
    private let __entity__Repository: any __Entity__Repository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = __Entity__DetailsMapper()

    init(
        __entity__Repository: some __Entity__Repository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.__entity__Repository = __entity__Repository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(id: __Entity__.ID) async throws(Fetch__Entity__DetailsError) -> __Entity__Details {
        async let __entity__ = __entity__Repository.__entity__(withID: id)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(__entity__, imagesConfiguration: imagesConfiguration)
        } catch {
            throw Fetch__Entity__DetailsError(converting: error)
        }
    }
}
