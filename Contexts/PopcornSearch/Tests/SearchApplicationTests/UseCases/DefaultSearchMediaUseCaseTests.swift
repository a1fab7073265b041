import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import SearchDomain
import SearchTestHelpers
import Testing

@testable import SearchApplication

@Suite("DefaultSearchMediaUseCase")
struct DefaultSearchMediaUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockMediaSearchRepository) -> DefaultSearchMediaUseCase {
        DefaultSearchMediaUseCase(mediaSearchRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it searches with the query as given and maps the page with the images configuration")
    func searches() async throws {
        let repository = MockMediaSearchRepository(stub: .success(.mock(page: 2)))
        let query = MediaSearchQuery(text: " Fight Club ", kind: .movie, year: 1999, page: 2)

        let page = try await makeUseCase(repository).execute(query)

        #expect(repository.searchCalledWith == [query])
        #expect(imagesProvider.callCount == 1)
        #expect(page == MediaPreviewDetailsPageMapper().map(.mock(page: 2), imagesConfiguration: .mock()))
    }

    @Test("a blank query gives an empty page of its number without asking the repository", arguments: ["", "  \n"])
    func blankQuery(text: String) async throws {
        let repository = MockMediaSearchRepository()

        let page = try await makeUseCase(repository).execute(MediaSearchQuery(text: text, page: 3))

        #expect(page == MediaPreviewDetailsPage(page: 3, totalPages: 0, totalResults: 0, results: []))
        #expect(repository.searchCalledWith.isEmpty)
        #expect(imagesProvider.callCount == 0)
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
            (.rateLimited(nil), .unknown(.rateLimited(nil))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockMediaSearchRepository(stub: .failure(failure))

        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(MediaSearchQuery(text: "dune"))
        }
    }

    @Test("an images configuration failure converts to the use case's error")
    func convertsImagesErrors() async {
        let repository = MockMediaSearchRepository(stub: .success(.mock()))
        let useCase = DefaultSearchMediaUseCase(
            mediaSearchRepository: repository,
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.unreachable("offline")))
        )

        await #expect(throws: FetchError.unknown(.unreachable("offline"))) {
            try await useCase.execute(MediaSearchQuery(text: "dune"))
        }
    }

    @Test("the error's cause is the data-access failure behind it")
    func cause() {
        #expect(FetchError.notFound.cause == .notFound)
        #expect(FetchError.unauthorised("no").cause == .unauthorised("no"))
        #expect(FetchError.unknown(.rateLimited(nil)).cause == .rateLimited(nil))
        #expect(FetchError.unknown(nil).cause == .unknown(nil))
    }
}
