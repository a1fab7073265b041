import CoreDomain
import Foundation
import PeopleDomain

/// Fetches the credits and the images configuration concurrently, then merges them per title.
struct DefaultFetchPersonCreditsUseCase: FetchPersonCreditsUseCase {
    private let personRepository: any PersonRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = PersonCreditsDetailsMapper()

    init(
        personRepository: some PersonRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.personRepository = personRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(personID: Person.ID) async throws(FetchPersonCreditsError) -> PersonCreditsDetails {
        async let credits = personRepository.credits(forPerson: personID)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(credits, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchPersonCreditsError(converting: error)
        }
    }
}
