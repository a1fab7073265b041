import CoreApplication
import CoreDomain
import Foundation
import PeopleDomain

/// Fetches the page and the images configuration concurrently, then maps them.
struct DefaultFetchPopularPeopleUseCase: FetchPopularPeopleUseCase {
    private let personListRepository: any PersonListRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = PersonPreviewDetailsPageMapper()

    init(
        personListRepository: some PersonListRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.personListRepository = personListRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(page: Int) async throws(FetchError) -> PersonPreviewDetailsPage {
        async let people = personListRepository.popularPeople(page: page)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(people, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
