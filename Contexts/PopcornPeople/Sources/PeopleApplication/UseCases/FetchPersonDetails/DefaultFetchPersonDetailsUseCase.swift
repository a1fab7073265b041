import CoreDomain
import Foundation
import PeopleDomain

/// Fetches the person and the images configuration concurrently, then maps them, with the person's age
/// counted to `today()`.
struct DefaultFetchPersonDetailsUseCase: FetchPersonDetailsUseCase {
    private let personRepository: any PersonRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let today: @Sendable () -> Date
    private let mapper = PersonDetailsMapper()

    init(
        personRepository: some PersonRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        today: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.personRepository = personRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
        self.today = today
    }

    func execute(id: Person.ID) async throws(FetchPersonDetailsError) -> PersonDetails {
        async let person = personRepository.person(withID: id)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(person, imagesConfiguration: imagesConfiguration, today: today())
        } catch {
            throw FetchPersonDetailsError(converting: error)
        }
    }
}
