import CoreApplication
import CoreDomain
import Foundation
import PeopleDomain

/// Fetches the person with their credits (one request at most, none after their screen) and the
/// images configuration concurrently, then merges the credits per title.
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

    func execute(personID: Person.ID) async throws(FetchError) -> PersonCreditsDetails {
        async let bundle = personRepository.person(withID: personID, requiring: .combinedCredits)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        let person: PersonBundle
        let configuration: ImagesConfiguration
        do {
            (person, configuration) = try await (bundle, imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
        // TMDb always sends the credits asked for; a source that does not know them has none to show.
        guard let credits = person.combinedCredits else {
            throw .notFound
        }
        return mapper.map(credits, name: person.person.name, imagesConfiguration: configuration)
    }
}
