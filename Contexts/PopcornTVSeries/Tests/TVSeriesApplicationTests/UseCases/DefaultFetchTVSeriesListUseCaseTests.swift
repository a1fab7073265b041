import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("DefaultFetchTVSeriesListUseCase")
struct DefaultFetchTVSeriesListUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockTVSeriesListRepository) -> DefaultFetchTVSeriesListUseCase {
        DefaultFetchTVSeriesListUseCase(tvSeriesListRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks for the requested list and page", arguments: TVSeriesListKind.allCases)
    func fetchesList(list: TVSeriesListKind) async throws {
        let repository = MockTVSeriesListRepository(
            stub: .success(.mock(page: 2, results: [.mock(posterPath: URL(string: "/poster.jpg"))])))
        let page = try await makeUseCase(repository).execute(list: list, page: 2)
        #expect(repository.listCalledWith == [.init(list: list, page: 2)])
        #expect(repository.searchCalledWith.isEmpty)
        #expect(imagesProvider.callCount == 1)
        #expect(page.page == 2)
        #expect(page.results.first?.posterURLSet?.card.absoluteString == "https://image.tmdb.org/t/p/w342/poster.jpg")
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("denied"), .unauthorised("denied")),
            (.unreachable(nil), .unknown(.unreachable(nil))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockTVSeriesListRepository(stub: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(list: .popular, page: 1)
        }
    }
}
