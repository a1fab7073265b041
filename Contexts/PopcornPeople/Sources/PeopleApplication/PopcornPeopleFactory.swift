import CoreDomain
import Foundation
import PeopleDomain

/// The People context's one factory: builds its use cases from its repositories and providers.
/// `PeopleComposition` adds the initialiser that builds those over the cache and TMDb, which the
/// composition root (the CLI) calls at most once per command.
public struct PopcornPeopleFactory: Sendable {
    private let personRepository: any PersonRepository
    private let personListRepository: any PersonListRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let today: @Sendable () -> Date

    /// - Parameter today: The moment people's ages are counted to; the real clock unless a test fixes it.
    public init(
        personRepository: some PersonRepository,
        personListRepository: some PersonListRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        today: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.personRepository = personRepository
        self.personListRepository = personListRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
        self.today = today
    }

    /// The use case that shows one person's screen: details, what they are known for, photos.
    public func makeFetchPersonDetailsUseCase() -> some FetchPersonDetailsUseCase {
        DefaultFetchPersonDetailsUseCase(
            personRepository: personRepository,
            imagesConfigurationProvider: imagesConfigurationProvider,
            today: today
        )
    }

    /// The use case that lists a person's movie and series credits, merged per title.
    public func makeFetchPersonCreditsUseCase() -> some FetchPersonCreditsUseCase {
        DefaultFetchPersonCreditsUseCase(
            personRepository: personRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case that lists a person's photos.
    public func makeFetchPersonImagesUseCase() -> some FetchPersonImagesUseCase {
        DefaultFetchPersonImagesUseCase(
            personRepository: personRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case behind the popular people list.
    public func makeFetchPopularPeopleUseCase() -> some FetchPopularPeopleUseCase {
        DefaultFetchPopularPeopleUseCase(
            personListRepository: personListRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case behind the people search.
    public func makeSearchPeopleUseCase() -> some SearchPeopleUseCase {
        DefaultSearchPeopleUseCase(
            personListRepository: personListRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }
}
