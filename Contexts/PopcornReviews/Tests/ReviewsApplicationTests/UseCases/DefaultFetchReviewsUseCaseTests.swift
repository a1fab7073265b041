import CoreApplication
import CoreDomain
import Foundation
import ReviewsDomain
import ReviewsTestHelpers
import Testing

@testable import ReviewsApplication

@Suite("DefaultFetchReviewsUseCase")
struct DefaultFetchReviewsUseCaseTests {
    @Test(
        "it asks the repository for the title and page and maps the page",
        arguments: [ReviewedTitle.movie(id: 550), .tvSeries(id: 1396)])
    func fetchesAndMaps(title: ReviewedTitle) async throws {
        let repository = MockReviewRepository(stub: .success(.mock(page: 2)))

        let page = try await DefaultFetchReviewsUseCase(reviewRepository: repository).execute(title: title, page: 2)

        #expect(repository.calledWith == [.init(title: title, page: 2)])
        #expect(page.page == 2)
        #expect(page.results.map(\.id) == ["a1", "a2"])
        #expect(page.results.first?.content == Review.mock().content)
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockReviewRepository(stub: .failure(failure))
        await #expect(throws: expected) {
            try await DefaultFetchReviewsUseCase(reviewRepository: repository).execute(title: .movie(id: 1), page: 1)
        }
    }

    @Test("the factory's use case reads through the repository it was given")
    func factory() async throws {
        let repository = MockReviewRepository(stub: .success(.mock()))

        let page = try await PopcornReviewsFactory(reviewRepository: repository).makeFetchReviewsUseCase()
            .execute(title: .tvSeries(id: 1396), page: 1)

        #expect(page.results.count == 2)
        #expect(repository.callCount == 1)
    }
}
