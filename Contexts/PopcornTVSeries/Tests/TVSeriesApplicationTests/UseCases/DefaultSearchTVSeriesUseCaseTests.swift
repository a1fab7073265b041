import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("DefaultSearchTVSeriesUseCase")
struct DefaultSearchTVSeriesUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockTVSeriesListRepository) -> DefaultSearchTVSeriesUseCase {
        DefaultSearchTVSeriesUseCase(tvSeriesListRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it searches with the trimmed query, the first-air-date year and the page")
    func searches() async throws {
        let repository = MockTVSeriesListRepository(
            stub: .success(.mock(results: [.mock(backdropPath: URL(string: "/backdrop.jpg"))])))
        let page = try await makeUseCase(repository).execute(query: "  breaking bad\n", firstAirDateYear: 2008, page: 3)
        #expect(repository.searchCalledWith == [.init(query: "breaking bad", firstAirDateYear: 2008, page: 3)])
        #expect(repository.listCalledWith.isEmpty)
        #expect(page.results.map(\.id) == [1396])
        #expect(
            page.results.first?.backdropURLSet?.detail.absoluteString == "https://image.tmdb.org/t/p/w1280/backdrop.jpg"
        )
    }

    @Test("without a year, it searches every year")
    func searchesWithoutYear() async throws {
        let repository = MockTVSeriesListRepository(stub: .success(.mock()))
        _ = try await makeUseCase(repository).execute(query: "breaking", firstAirDateYear: nil, page: 1)
        #expect(repository.searchCalledWith == [.init(query: "breaking", firstAirDateYear: nil, page: 1)])
    }

    @Test("a blank query gives an empty page without asking the repository", arguments: ["", "   ", "\n\t "])
    func blankQuery(query: String) async throws {
        let repository = MockTVSeriesListRepository()
        let page = try await makeUseCase(repository).execute(query: query, firstAirDateYear: nil, page: 4)
        #expect(page == TVSeriesPreviewDetailsPage(page: 4, totalPages: 0, totalResults: 0, results: []))
        #expect(repository.searchCalledWith.isEmpty)
        #expect(imagesProvider.callCount == 0)
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised(nil), .unauthorised(nil)),
            (.invalidResponse("/search/tv"), .unknown(.invalidResponse("/search/tv"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockTVSeriesListRepository(stub: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(query: "breaking", firstAirDateYear: nil, page: 1)
        }
    }
}
