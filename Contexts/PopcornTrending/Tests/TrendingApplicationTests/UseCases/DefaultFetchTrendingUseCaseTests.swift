import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import TrendingDomain

@testable import TrendingApplication

@Suite("DefaultFetchTrendingUseCase")
struct DefaultFetchTrendingUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockTrendingMediaRepository) -> DefaultFetchTrendingUseCase {
        DefaultFetchTrendingUseCase(trendingMediaRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it fetches the query as given and maps the page with the images configuration")
    func fetches() async throws {
        let repository = MockTrendingMediaRepository(stub: .success(.mock(page: 2)))

        let page = try await makeUseCase(repository).execute(.mock())

        #expect(repository.trendingCalledWith == [.mock()])
        #expect(imagesProvider.callCount == 1)
        #expect(page == MediaPreviewDetailsPageMapper().map(.mock(page: 2), imagesConfiguration: .mock()))
    }

    @Test("a mixed page keeps TMDb's order and each result's kind, with its images resolved")
    func mixedPage() async throws {
        let repository = MockTrendingMediaRepository(stub: .success(.mock()))

        let page = try await makeUseCase(repository).execute(TrendingQuery())

        #expect(page.results.map(\.kind) == [.movie, .tvSeries, .person])
        #expect(page.results.map(\.id) == MediaPreviewPage.mock().results.map(\.id))
        guard case .movie(let movie) = page.results.first else {
            Issue.record("the first result is not a movie: \(page.results)")
            return
        }
        #expect(movie.posterURLSet?.thumbnail.absoluteString.hasPrefix("https://") == true)
        #expect(page.totalResults == 42)
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
            (.rateLimited(nil), .unknown(.rateLimited(nil))),
            (.invalidResponse("bad body"), .unknown(.invalidResponse("bad body"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockTrendingMediaRepository(stub: .failure(failure))

        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(TrendingQuery())
        }
    }

    @Test("an images configuration failure converts to the use case's error")
    func convertsImagesErrors() async {
        let repository = MockTrendingMediaRepository(stub: .success(.mock()))
        let useCase = DefaultFetchTrendingUseCase(
            trendingMediaRepository: repository,
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.unreachable("offline")))
        )

        await #expect(throws: FetchError.unknown(.unreachable("offline"))) {
            try await useCase.execute(TrendingQuery())
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
