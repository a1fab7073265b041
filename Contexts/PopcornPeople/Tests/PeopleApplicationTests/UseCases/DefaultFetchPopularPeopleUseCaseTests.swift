import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleApplication

@Suite("DefaultFetchPopularPeopleUseCase")
struct DefaultFetchPopularPeopleUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockPersonListRepository) -> DefaultFetchPopularPeopleUseCase {
        DefaultFetchPopularPeopleUseCase(personListRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks for the requested page and resolves the profile photos")
    func fetchesPage() async throws {
        let repository = MockPersonListRepository(
            stub: .success(.mock(page: 3, results: [.mock(profilePath: URL(string: "/profile.jpg"))])))
        let page = try await makeUseCase(repository).execute(page: 3)
        #expect(repository.popularCalledWith == [3])
        #expect(repository.searchCalledWith.isEmpty)
        #expect(imagesProvider.callCount == 1)
        #expect(page.page == 3)
        #expect(page.results.map(\.id) == [287])
        #expect(page.results.first?.profileURLSet == .mock(path: "/profile.jpg", kind: .profile))
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("denied"), .unauthorised("denied")),
            (.unreachable(nil), .unknown(.unreachable(nil))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockPersonListRepository(stub: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(page: 1)
        }
    }
}
