import CoreApplication
import CoreDomain
import Foundation
import PeopleDomain

/// Fetches the person's screen (the person, their credits and their photos: one request at most)
/// and the images configuration concurrently, then maps them, with the person's age counted to
/// `today()`.
struct DefaultFetchPersonDetailsUseCase: FetchPersonDetailsUseCase {
    /// The parts of the screen: the credits for what the person is known for, and the photos.
    static let parts: Set<PersonPart> = [.combinedCredits, .images]

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

    func execute(id: Person.ID) async throws(FetchError) -> PersonDetails {
        async let bundle = personRepository.person(withID: id, including: Self.parts)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(bundle, imagesConfiguration: imagesConfiguration, today: today())
        } catch {
            throw FetchError(converting: error)
        }
    }
}
