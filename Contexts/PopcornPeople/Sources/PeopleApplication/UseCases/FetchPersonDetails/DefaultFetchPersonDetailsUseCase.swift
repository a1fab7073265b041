import CoreDomain
import Foundation
import PeopleDomain

/// Fetches the person and the images configuration concurrently, then maps them.
struct DefaultFetchPersonDetailsUseCase: FetchPersonDetailsUseCase {
    private let personRepository: any PersonRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = PersonDetailsMapper()

    init(
        personRepository: some PersonRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.personRepository = personRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(id: Person.ID) async throws(FetchPersonDetailsError) -> PersonDetails {
        async let person = personRepository.person(withID: id)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(person, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchPersonDetailsError(converting: error)
        }
    }
}
