import CoreApplication
import CoreDomain
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("DefaultFetchTVSeriesEpisodeGuideUseCase")
struct DefaultFetchTVSeriesEpisodeGuideUseCaseTests {
    @Test("it asks for the series with the seasons appended in one request and returns their episodes")
    func asksOnce() async throws {
        let repository = MockTVSeriesRepository(bundle: .success(.mock()))

        let guide = try await DefaultFetchTVSeriesEpisodeGuideUseCase(tvSeriesRepository: repository)
            .execute(id: 1396, seasons: [1, 2])

        #expect(repository.includingCalledWith.map(\.id) == [1396])
        #expect(repository.includingCalledWith.map(\.parts) == [[.season(1), .season(2)]])
        #expect(guide.name == "Breaking Bad")
        #expect(guide.episodes.keys.sorted() == [1])
        #expect(guide.episodes[1]?.map(\.episodeNumber) == [1, 2, 3])
    }

    @Test("no seasons asks for the series alone")
    func seriesAlone() async throws {
        let repository = MockTVSeriesRepository(bundle: .success(.mock(seasons: [:])))

        let guide = try await DefaultFetchTVSeriesEpisodeGuideUseCase(tvSeriesRepository: repository)
            .execute(id: 1396, seasons: [])

        #expect(repository.includingCalledWith.map(\.parts) == [[]])
        #expect(guide.seasons.map(\.seasonNumber) == [0, 1, 2])
        #expect(guide.episodes.isEmpty)
    }

    @Test("more than 20 seasons are asked for 20 at a time, in number order")
    func chunksAtTMDbsLimit() async throws {
        let repository = MockTVSeriesRepository(bundle: .success(.mock()))

        _ = try await DefaultFetchTVSeriesEpisodeGuideUseCase(tvSeriesRepository: repository)
            .execute(id: 1396, seasons: Set(1...45))

        #expect(
            repository.includingCalledWith.map(\.parts) == [
                Set((1...20).map(TVSeriesPart.season)), Set((21...40).map(TVSeriesPart.season)),
                Set((41...45).map(TVSeriesPart.season)),
            ])
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unreachable("offline"), .unknown(.unreachable("offline"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockTVSeriesRepository(bundle: .failure(failure))
        await #expect(throws: expected) {
            try await DefaultFetchTVSeriesEpisodeGuideUseCase(tvSeriesRepository: repository).execute(
                id: 1396, seasons: [1])
        }
    }
}
