import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("DefaultFetchTVSeriesSummaryUseCase")
struct DefaultFetchTVSeriesSummaryUseCaseTests {
    @Test("it asks for the series alone and keeps its name, first air date, raw poster path and rating")
    func summarises() async throws {
        let series = TVSeries.mock(
            firstAirDate: Date(timeIntervalSince1970: 1_200_873_600), posterPath: URL(string: "/poster.jpg"))
        let repository = MockTVSeriesRepository(bundle: .success(.mock(tvSeries: series)))

        let summary = try await DefaultFetchTVSeriesSummaryUseCase(tvSeriesRepository: repository).execute(id: 1396)

        #expect(repository.includingCalledWith.map(\.id) == [1396])
        #expect(repository.includingCalledWith.map(\.parts) == [[]])
        #expect(
            summary
                == TVSeriesSummary(
                    id: 1396, name: "Breaking Bad", firstAirDate: Date(timeIntervalSince1970: 1_200_873_600),
                    posterPath: URL(string: "/poster.jpg"), voteAverage: 8.9))
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound), (.unauthorised("no"), .unauthorised("no")),
            (.storage("locked"), .unknown(.storage("locked"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockTVSeriesRepository(bundle: .failure(failure))
        await #expect(throws: expected) {
            try await DefaultFetchTVSeriesSummaryUseCase(tvSeriesRepository: repository).execute(id: 1396)
        }
    }
}
