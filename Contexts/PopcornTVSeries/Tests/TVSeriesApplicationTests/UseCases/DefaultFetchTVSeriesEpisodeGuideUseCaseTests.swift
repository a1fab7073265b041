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

    @Test("the cached outlines are the repository's cached details as guides, with no request")
    func cachedOutlines() async throws {
        let repository = MockTVSeriesRepository()
        repository.stubCached([1396: .mock(seasons: [:])])

        let outlines = await DefaultFetchTVSeriesEpisodeGuideUseCase(tvSeriesRepository: repository)
            .cachedOutlines([1396, 60059])

        #expect(repository.cachedCalledWith == [[1396, 60059]])
        #expect(repository.includingCalledWith.isEmpty && repository.batchCalledWith.isEmpty)
        #expect(Array(outlines.keys) == [1396])
        #expect(outlines[1396]?.seasons.map(\.seasonNumber) == [0, 1, 2])
        #expect(outlines[1396]?.episodes.isEmpty == true)
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

    @Test("several series go to the repository together; one with more than 20 seasons goes on its own")
    func batch() async throws {
        let repository = MockTVSeriesRepository(bundle: .success(.mock()))

        let guides = await DefaultFetchTVSeriesEpisodeGuideUseCase(tvSeriesRepository: repository)
            .execute([1396: [1], 2: [2], 3: Set(1...21)])

        #expect(repository.batchCalledWith == [[1396: [.season(1)], 2: [.season(2)]]])
        #expect(repository.includingCalledWith.map(\.id) == [3, 3])
        #expect(try guides[1396]?.get().episodes[1]?.map(\.episodeNumber) == [1, 2, 3])
        #expect(guides.count == 3)
    }

    @Test("a series the repository cannot give is that series' failure")
    func batchFailure() async {
        let repository = MockTVSeriesRepository(bundle: .failure(.notFound))

        let guides = await DefaultFetchTVSeriesEpisodeGuideUseCase(tvSeriesRepository: repository).execute([9: [1]])

        guard case .failure(.notFound)? = guides[9] else {
            Issue.record("expected notFound, got \(String(describing: guides[9]))")
            return
        }
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
