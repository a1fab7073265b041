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
        series: MockTVSeriesRepository,
        season: MockTVSeasonRepository = MockTVSeasonRepository(stub: .success(.mock()))
    ) -> DefaultFetchTVEpisodeDetailsUseCase {
        DefaultFetchTVEpisodeDetailsUseCase(
            tvEpisodeRepository: episode,
            tvSeriesRepository: series,
            tvSeasonRepository: season,
            imagesConfigurationProvider: imagesProvider
        )
    }

    /// Season 1 with episodes 1 to `count`.
    private func seasonOne(episodes count: Int) -> TVSeason {
        .mock(episodes: (1...count).map { .mock(id: 62084 + $0, name: "Episode \($0)", episodeNumber: $0) })
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

    @Test("it asks for the episode's season and names the episodes before and after it")
    func neighbours() async throws {
        let episode = MockTVEpisodeRepository(stub: .success(.mock(episodeNumber: 4)))
        let season = MockTVSeasonRepository(stub: .success(seasonOne(episodes: 7)))
        let details = try await makeUseCase(
            episode: episode, series: MockTVSeriesRepository(stub: .success(.mock())), season: season
        )
        .execute(episodeNumber: 4, inSeason: 1, inTVSeries: 1396)
        #expect(season.calledWith == [.init(seasonNumber: 1, tvSeriesID: 1396)])
        #expect(
            details.previousEpisode
                == TVEpisodeSummaryDetails(
                    id: 62087, name: "Episode 3", seasonNumber: 1, episodeNumber: 3,
                    airDate: Date(timeIntervalSince1970: 1_200_873_600)))
        #expect(details.nextEpisode?.name == "Episode 5")
        #expect(details.nextEpisode?.episodeNumber == 5)
    }

    @Test("the first episode has no previous one and the last no next one")
    func seasonEnds() async throws {
        let series = MockTVSeriesRepository(stub: .success(.mock()))
        let first = try await makeUseCase(
            episode: MockTVEpisodeRepository(stub: .success(.mock(episodeNumber: 1))), series: series,
            season: MockTVSeasonRepository(stub: .success(seasonOne(episodes: 7)))
        )
        .execute(episodeNumber: 1, inSeason: 1, inTVSeries: 1396)
        #expect(first.previousEpisode == nil)
        #expect(first.nextEpisode?.episodeNumber == 2)
        let last = try await makeUseCase(
            episode: MockTVEpisodeRepository(stub: .success(.mock(episodeNumber: 7))), series: series,
            season: MockTVSeasonRepository(stub: .success(seasonOne(episodes: 7)))
        )
        .execute(episodeNumber: 7, inSeason: 1, inTVSeries: 1396)
        #expect(last.previousEpisode?.episodeNumber == 6)
        #expect(last.nextEpisode == nil)
    }

    @Test(
        "a season that cannot be fetched leaves out the neighbours and the episode still comes",
        arguments: [DataAccessError.notFound, .unreachable("timed out"), .unauthorised(nil), .storage("disk full")])
    func seasonFailure(failure: DataAccessError) async throws {
        let details = try await makeUseCase(
            episode: MockTVEpisodeRepository(stub: .success(.mock(episodeNumber: 2))),
            series: MockTVSeriesRepository(stub: .success(.mock())),
            season: MockTVSeasonRepository(stub: .failure(failure))
        )
        .execute(episodeNumber: 2, inSeason: 1, inTVSeries: 1396)
        #expect(details.name == "Pilot")
        #expect(details.tvSeriesName == "Breaking Bad")
        #expect(details.previousEpisode == nil && details.nextEpisode == nil)
    }

    @Test("a season without an episode list leaves out the neighbours")
    func seasonWithoutEpisodes() async throws {
        let details = try await makeUseCase(
            episode: MockTVEpisodeRepository(stub: .success(.mock(episodeNumber: 2))),
            series: MockTVSeriesRepository(stub: .success(.mock())),
            season: MockTVSeasonRepository(stub: .success(.mock(episodes: nil)))
        )
        .execute(episodeNumber: 2, inSeason: 1, inTVSeries: 1396)
        #expect(details.previousEpisode == nil && details.nextEpisode == nil)
    }

    @Test("an episode that fails fails the use case with its own error, whatever the season does")
    func episodeFailureWins() async {
        await #expect(throws: FetchTVEpisodeDetailsError.notFound) {
            try await makeUseCase(
                episode: MockTVEpisodeRepository(stub: .failure(.notFound)),
                series: MockTVSeriesRepository(stub: .success(.mock())),
                season: MockTVSeasonRepository(stub: .failure(.unreachable(nil)))
            )
            .execute(episodeNumber: 99, inSeason: 1, inTVSeries: 1396)
        }
    }

    @Test("the episode, the series and the season are fetched concurrently")
    func fetchesSeasonConcurrently() async throws {
        let barrier = CallBarrier(parties: 3)
        _ = try await makeUseCase(
            episode: MockTVEpisodeRepository(stub: .success(.mock()), barrier: barrier),
            series: MockTVSeriesRepository(stub: .success(.mock()), barrier: barrier),
            season: MockTVSeasonRepository(stub: .success(.mock()), barrier: barrier)
        )
        .execute(episodeNumber: 1, inSeason: 1, inTVSeries: 1396)
        #expect(await barrier.timedOut == false)
    }
}
