import CoreDomain
import Foundation
import PeopleDomain

/// Fetches the person (for their known-for department), their credits and the images configuration
/// concurrently, then picks the most popular titles in that department.
struct DefaultFetchPersonKnownForUseCase: FetchPersonKnownForUseCase {
    private let personRepository: any PersonRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = PersonKnownForMapper()

    init(
        personRepository: some PersonRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.personRepository = personRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(
        personID: Person.ID,
        limit: Int
    ) async throws(FetchPersonKnownForError) -> [PersonTitleCreditsDetails] {
        async let person = personRepository.person(withID: personID)
        async let credits = personRepository.credits(forPerson: personID)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(
                credits,
                knownForDepartment: person.knownForDepartment,
                limit: limit,
                imagesConfiguration: imagesConfiguration
            )
        } catch {
            throw FetchPersonKnownForError(converting: error)
        }
    }
}
