import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("DefaultFetchTVSeriesCreditsUseCase")
struct DefaultFetchTVSeriesCreditsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockTVSeriesRepository) -> DefaultFetchTVSeriesCreditsUseCase {
        DefaultFetchTVSeriesCreditsUseCase(tvSeriesRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it requires the series' credits and maps them in billing order")
    func fetchesAndMaps() async throws {
        let repository = MockTVSeriesRepository(bundle: .success(.mock(credits: .mock(id: 1396))))

        let credits = try await makeUseCase(repository).execute(tvSeriesID: 1396)

        #expect(repository.requiringCalledWith.map(\.id) == [1396])
        #expect(repository.requiringCalledWith.map(\.part) == [.credits])
        #expect(repository.includingCalledWith.isEmpty)
        #expect(imagesProvider.callCount == 1)
        #expect(credits.id == 1396)
        #expect(credits.cast.map(\.name) == ["Brad Pitt", "Edward Norton"])
        #expect(credits.crew.first?.job == "Director")
        #expect(
            credits.cast.first?.profileURLSet?.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/pitt.jpg")
    }

    @Test("a bundle without credits is not found")
    func noCredits() async {
        let repository = MockTVSeriesRepository(bundle: .success(.mock(credits: nil)))
        await #expect(throws: FetchError.notFound) {
            try await makeUseCase(repository).execute(tvSeriesID: 1396)
        }
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised(nil), .unauthorised(nil)),
            (.storage("locked"), .unknown(.storage("locked"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockTVSeriesRepository(bundle: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(tvSeriesID: 1396)
        }
    }
}
