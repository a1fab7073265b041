import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleApplication

@Suite("DefaultSearchPeopleUseCase")
struct DefaultSearchPeopleUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockPersonListRepository) -> DefaultSearchPeopleUseCase {
        DefaultSearchPeopleUseCase(personListRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it searches with the trimmed query and the page")
    func searches() async throws {
        let repository = MockPersonListRepository(stub: .success(.mock(results: [.mock()])))
        let page = try await makeUseCase(repository).execute(query: "  brad pitt\n", page: 2)
        #expect(repository.searchCalledWith == [.init(query: "brad pitt", page: 2)])
        #expect(repository.popularCalledWith.isEmpty)
        #expect(imagesProvider.callCount == 1)
        #expect(page.results.map(\.name) == ["Brad Pitt"])
    }

    @Test("a blank query gives an empty page without asking the repository", arguments: ["", "   ", "\n\t "])
    func blankQuery(query: String) async throws {
        let repository = MockPersonListRepository()
        let page = try await makeUseCase(repository).execute(query: query, page: 4)
        #expect(page == PersonPreviewDetailsPage(page: 4, totalPages: 0, totalResults: 0, results: []))
        #expect(repository.searchCalledWith.isEmpty)
        #expect(imagesProvider.callCount == 0)
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised(nil), .unauthorised(nil)),
            (.invalidResponse("/search/person"), .unknown(.invalidResponse("/search/person"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockPersonListRepository(stub: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(query: "brad", page: 1)
        }
    }
}
