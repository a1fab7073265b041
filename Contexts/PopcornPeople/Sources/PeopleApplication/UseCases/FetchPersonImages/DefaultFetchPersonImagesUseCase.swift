import CoreApplication
import CoreDomain
import Foundation
import PeopleDomain

/// Fetches the person with their photos (through the same screen path as their details, so it
/// also caches the person) and the images configuration concurrently, then maps them.
struct DefaultFetchPersonImagesUseCase: FetchPersonImagesUseCase {
    private let personRepository: any PersonRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = PersonImagesDetailsMapper()

    init(
        personRepository: some PersonRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.personRepository = personRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(personID: Person.ID) async throws(FetchError) -> PersonImagesDetails {
        async let bundle = personRepository.person(withID: personID, requiring: .images)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(bundle, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
