import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import DiscoverDomain
import DiscoverTestHelpers
import Foundation
import Testing

@testable import DiscoverApplication

@Suite("DefaultDiscoverMediaUseCase")
struct DefaultDiscoverMediaUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockDiscoverMediaRepository) -> DefaultDiscoverMediaUseCase {
        DefaultDiscoverMediaUseCase(discoverMediaRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it discovers with the query as given and maps the page with the images configuration")
    func discovers() async throws {
        let movies = MediaPreviewPage.mock(
            page: 2, results: [.movie(.mock()), .movie(.mock(id: 807, title: "Se7en"))])
        let repository = MockDiscoverMediaRepository(stub: .success(movies))
        let query = try DiscoverQuery.mock(page: 2)

        let page = try await makeUseCase(repository).execute(query)

        #expect(repository.discoverCalledWith == [query])
        #expect(imagesProvider.callCount == 1)
        #expect(page == MediaPreviewDetailsPageMapper().map(movies, imagesConfiguration: .mock()))
        #expect(page.results.map(\.title) == ["Fight Club", "Se7en"])
    }

    @Test("a page of series maps as series")
    func series() async throws {
        let repository = MockDiscoverMediaRepository(stub: .success(.mock(results: [.tvSeries(.mock())])))

        let page = try await makeUseCase(repository).execute(try .mock(mediaType: .tvSeries))

        #expect(page.results.map(\.kind) == [.tvSeries])
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
            (.rateLimited(nil), .unknown(.rateLimited(nil))),
            (.invalidResponse("bad JSON"), .unknown(.invalidResponse("bad JSON"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async throws {
        let repository = MockDiscoverMediaRepository(stub: .failure(failure))
        let query = try DiscoverQuery.mock()

        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(query)
        }
    }

    @Test("an images configuration failure converts to the use case's error")
    func convertsImagesErrors() async throws {
        let repository = MockDiscoverMediaRepository(stub: .success(.mock()))
        let useCase = DefaultDiscoverMediaUseCase(
            discoverMediaRepository: repository,
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.unreachable("offline")))
        )
        let query = try DiscoverQuery.mock()

        await #expect(throws: FetchError.unknown(.unreachable("offline"))) {
            try await useCase.execute(query)
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
