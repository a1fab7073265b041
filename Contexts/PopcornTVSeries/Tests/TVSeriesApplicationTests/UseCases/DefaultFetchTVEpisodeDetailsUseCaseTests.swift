import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import Testing

@testable import TVSeriesApplication

@Suite("DefaultFetchTVEpisodeDetailsUseCase")
struct DefaultFetchTVEpisodeDetailsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(
        episode: MockTVEpisodeRepository,
        series: MockTVSeriesRepository
    ) -> DefaultFetchTVEpisodeDetailsUseCase {
        DefaultFetchTVEpisodeDetailsUseCase(
            tvEpisodeRepository: episode,
            tvSeriesRepository: series,
            imagesConfigurationProvider: imagesProvider
        )
    }

    @Test("it asks for the episode and the series, and names the series and the season")
    func fetchesAndCombines() async throws {
        let episode = MockTVEpisodeRepository(stub: .success(.mock(episodeNumber: 3, seasonNumber: 2)))
        let series = MockTVSeriesRepository(
            stub: .success(
                .mock(seasons: [
                    .mock(id: 1, name: "Season 1", seasonNumber: 1, episodes: nil),
                    .mock(id: 2, name: "Season 2", seasonNumber: 2, episodes: nil),
                ])))
        let details = try await makeUseCase(episode: episode, series: series)
            .execute(episodeNumber: 3, inSeason: 2, inTVSeries: 1396)
        #expect(episode.calledWith == [.init(episodeNumber: 3, seasonNumber: 2, tvSeriesID: 1396)])
        #expect(series.calledWith == [1396])
        #expect(imagesProvider.callCount == 1)
        #expect(details.episodeNumber == 3)
        #expect(details.tvSeriesName == "Breaking Bad")
        #expect(details.seasonName == "Season 2")
        #expect(details.stillURLSet?.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w92/still.jpg")
    }

    @Test("a season the series' summaries do not list leaves the season's name nil")
    func unknownSeasonName() async throws {
        let episode = MockTVEpisodeRepository(stub: .success(.mock(seasonNumber: 0)))
        let series = MockTVSeriesRepository(stub: .success(.mock(seasons: nil)))
        let details = try await makeUseCase(episode: episode, series: series)
            .execute(episodeNumber: 1, inSeason: 0, inTVSeries: 1396)
        #expect(details.tvSeriesName == "Breaking Bad")
        #expect(details.seasonName == nil)
    }

    @Test("the episode and the series are fetched concurrently")
    func fetchesConcurrently() async throws {
        let barrier = CallBarrier(parties: 2)
        let episode = MockTVEpisodeRepository(stub: .success(.mock()), barrier: barrier)
        let series = MockTVSeriesRepository(stub: .success(.mock()), barrier: barrier)
        _ = try await makeUseCase(episode: episode, series: series)
            .execute(episodeNumber: 1, inSeason: 1, inTVSeries: 1396)
        #expect(await barrier.timedOut == false)
    }

    @Test(
        "episode repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchTVEpisodeDetailsError.notFound),
            (.unauthorised(nil), .unauthorised(nil)),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
            (.rateLimited(nil), .unknown(.rateLimited(nil))),
        ])
    func convertsEpisodeErrors(failure: DataAccessError, expected: FetchTVEpisodeDetailsError) async {
        let episode = MockTVEpisodeRepository(stub: .failure(failure))
        let series = MockTVSeriesRepository(stub: .success(.mock()))
        await #expect(throws: expected) {
            try await makeUseCase(episode: episode, series: series)
                .execute(episodeNumber: 99, inSeason: 1, inTVSeries: 1396)
        }
    }

    @Test(
        "series repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchTVEpisodeDetailsError.notFound),
            (.invalidResponse("/tv/1396"), .unknown(.invalidResponse("/tv/1396"))),
        ])
    func convertsSeriesErrors(failure: DataAccessError, expected: FetchTVEpisodeDetailsError) async {
        let episode = MockTVEpisodeRepository(stub: .success(.mock()))
        let series = MockTVSeriesRepository(stub: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(episode: episode, series: series)
                .execute(episodeNumber: 1, inSeason: 1, inTVSeries: 1396)
        }
    }
}
