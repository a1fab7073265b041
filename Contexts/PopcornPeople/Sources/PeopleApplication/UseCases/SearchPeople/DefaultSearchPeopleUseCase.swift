import CoreApplication
import CoreDomain
import Foundation
import PeopleDomain

/// Runs the search and fetches the images configuration concurrently, then maps them.
///
/// The query is trimmed; a blank query gives an empty page without asking the repository.
struct DefaultSearchPeopleUseCase: SearchPeopleUseCase {
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

    func execute(query: String, page: Int) async throws(FetchError) -> PersonPreviewDetailsPage {
        let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else {
            return PersonPreviewDetailsPage(page: page, totalPages: 0, totalResults: 0, results: [])
        }
        async let people = personListRepository.searchPeople(query: query, page: page)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(people, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
