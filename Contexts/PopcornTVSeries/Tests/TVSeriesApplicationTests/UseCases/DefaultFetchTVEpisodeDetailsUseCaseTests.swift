import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
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

    /// Breaking Bad with season 1 and its episodes 1 to `count`.
    private func seriesWithSeasonOne(episodes count: Int) -> MockTVSeriesRepository {
        let season = TVSeason.mock(
            episodes: (1...count).map {
                .mock(
                    id: 62084 + $0, name: "Episode \($0)", episodeNumber: $0,
                    airDate: Date(timeIntervalSince1970: 1_200_873_600))
            })
        return MockTVSeriesRepository(bundle: .success(.mock(seasons: [1: season])))
    }

    @Test("it asks for the series with the episode's season, then the episode, and names both")
    func fetchesAndCombines() async throws {
        let episode = MockTVEpisodeRepository(
            stub: .success(.mock(episodeNumber: 3, seasonNumber: 2, stillPath: URL(string: "/still.jpg"))))
        let series = MockTVSeriesRepository(
            bundle: .success(
                .mock(
                    tvSeries: .mock(seasons: [
                        .mock(id: 1, name: "Season 1", seasonNumber: 1, episodes: nil),
                        .mock(id: 2, name: "Season 2", seasonNumber: 2, episodes: nil),
                    ]), seasons: [:])))

        let details = try await makeUseCase(episode: episode, series: series)
            .execute(episodeNumber: 3, inSeason: 2, inTVSeries: 1396)

        #expect(series.includingCalledWith.map(\.id) == [1396])
        #expect(series.includingCalledWith.map(\.parts) == [[.season(2)]])
        #expect(series.requiringCalledWith.isEmpty)
        #expect(episode.calledWith == [.init(episodeNumber: 3, seasonNumber: 2, tvSeriesID: 1396)])
        #expect(imagesProvider.callCount == 1)
        #expect(details.episodeNumber == 3)
        #expect(details.tvSeriesName == "Breaking Bad")
        #expect(details.seasonName == "Season 2")
        #expect(details.stillURLSet?.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w92/still.jpg")
    }

    @Test("the series is asked first, so that its request caches the episode before the episode is read")
    func seriesBeforeEpisode() async throws {
        let log = CallLog()

        _ = try await makeUseCase(
            episode: MockTVEpisodeRepository(stub: .success(.mock()), log: log),
            series: MockTVSeriesRepository(bundle: .success(.mock(seasons: [:])), log: log)
        )
        .execute(episodeNumber: 1, inSeason: 1, inTVSeries: 1396)

        #expect(log.all == ["tvSeries(including:)", "episode"])
    }

    @Test("a season the series' summaries do not list is named by the season fetched, or not at all")
    func seasonNameFallbacks() async throws {
        let episode = MockTVEpisodeRepository(stub: .success(.mock(seasonNumber: 0)))
        let fetched = MockTVSeriesRepository(
            bundle: .success(
                .mock(tvSeries: .mock(seasons: nil), seasons: [0: .mock(name: "Specials", seasonNumber: 0)])))
        let unknown = MockTVSeriesRepository(bundle: .success(.mock(tvSeries: .mock(seasons: nil), seasons: [:])))

        let named = try await makeUseCase(episode: episode, series: fetched)
            .execute(episodeNumber: 1, inSeason: 0, inTVSeries: 1396)
        let unnamed = try await makeUseCase(episode: episode, series: unknown)
            .execute(episodeNumber: 1, inSeason: 0, inTVSeries: 1396)

        #expect(named.seasonName == "Specials")
        #expect(unnamed.tvSeriesName == "Breaking Bad")
        #expect(unnamed.seasonName == nil)
    }

    @Test("the season's episodes name the episodes before and after it")
    func neighbours() async throws {
        let details = try await makeUseCase(
            episode: MockTVEpisodeRepository(stub: .success(.mock(episodeNumber: 4))),
            series: seriesWithSeasonOne(episodes: 7)
        )
        .execute(episodeNumber: 4, inSeason: 1, inTVSeries: 1396)

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
        let first = try await makeUseCase(
            episode: MockTVEpisodeRepository(stub: .success(.mock(episodeNumber: 1))),
            series: seriesWithSeasonOne(episodes: 7)
        )
        .execute(episodeNumber: 1, inSeason: 1, inTVSeries: 1396)
        let last = try await makeUseCase(
            episode: MockTVEpisodeRepository(stub: .success(.mock(episodeNumber: 7))),
            series: seriesWithSeasonOne(episodes: 7)
        )
        .execute(episodeNumber: 7, inSeason: 1, inTVSeries: 1396)

        #expect(first.previousEpisode == nil)
        #expect(first.nextEpisode?.episodeNumber == 2)
        #expect(last.previousEpisode?.episodeNumber == 6)
        #expect(last.nextEpisode == nil)
    }

    @Test("an episode the fetched season lists is taken from it: the episode is not asked for on its own")
    func episodeFromTheSeason() async throws {
        let episode = MockTVEpisodeRepository(stub: .success(.mock(name: "Not this one", episodeNumber: 4)))

        let details = try await makeUseCase(episode: episode, series: seriesWithSeasonOne(episodes: 7))
            .execute(episodeNumber: 4, inSeason: 1, inTVSeries: 1396)

        #expect(details.name == "Episode 4")
        #expect(episode.calledWith.isEmpty)
    }

    @Test("a season the source does not have has no episode: not found, and the episode is never asked for")
    func unansweredSeason() async throws {
        let episode = MockTVEpisodeRepository(stub: .success(.mock(episodeNumber: 2)))
        let series = MockTVSeriesRepository(bundle: .success(.mock(seasons: [:], unansweredParts: [.season(1)])))

        await #expect(throws: FetchError.notFound) {
            try await makeUseCase(episode: episode, series: series)
                .execute(episodeNumber: 2, inSeason: 1, inTVSeries: 1396)
        }
        #expect(episode.calledWith.isEmpty)
    }

    @Test("a season without an episode list, or one not to be had, asks for the episode alone, without neighbours")
    func noNeighbours() async throws {
        for series in [
            MockTVSeriesRepository(bundle: .success(.mock(seasons: [1: .mock(episodes: nil)]))),
            MockTVSeriesRepository(bundle: .success(.mock(seasons: [:]))),
        ] {
            let episode = MockTVEpisodeRepository(stub: .success(.mock(episodeNumber: 2)))
            let details = try await makeUseCase(episode: episode, series: series)
                .execute(episodeNumber: 2, inSeason: 1, inTVSeries: 1396)

            #expect(details.name == "Pilot")
            #expect(details.tvSeriesName == "Breaking Bad")
            #expect(details.previousEpisode == nil && details.nextEpisode == nil)
            #expect(episode.calledWith == [.init(episodeNumber: 2, seasonNumber: 1, tvSeriesID: 1396)])
        }
    }

    @Test(
        "episode repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised(nil), .unauthorised(nil)),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
            (.rateLimited(nil), .unknown(.rateLimited(nil))),
        ])
    func convertsEpisodeErrors(failure: DataAccessError, expected: FetchError) async {
        let episode = MockTVEpisodeRepository(stub: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(episode: episode, series: seriesWithSeasonOne(episodes: 7))
                .execute(episodeNumber: 99, inSeason: 1, inTVSeries: 1396)
        }
    }

    @Test(
        "series repository failures convert to the use case's error, and the episode is never asked for",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unreachable("tv:1396 is not in the cache"), .unknown(.unreachable("tv:1396 is not in the cache"))),
            (.invalidResponse("/tv/1396"), .unknown(.invalidResponse("/tv/1396"))),
        ])
    func convertsSeriesErrors(failure: DataAccessError, expected: FetchError) async {
        let episode = MockTVEpisodeRepository(stub: .success(.mock()))
        let series = MockTVSeriesRepository(bundle: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(episode: episode, series: series)
                .execute(episodeNumber: 1, inSeason: 1, inTVSeries: 1396)
        }
        #expect(episode.calledWith.isEmpty)
    }

    @Test("a failing images configuration fails the use case with its cause")
    func imagesConfigurationFailure() async {
        let useCase = DefaultFetchTVEpisodeDetailsUseCase(
            tvEpisodeRepository: MockTVEpisodeRepository(stub: .success(.mock())),
            tvSeriesRepository: seriesWithSeasonOne(episodes: 2),
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.unreachable("down")))
        )
        await #expect(throws: FetchError.unknown(.unreachable("down"))) {
            try await useCase.execute(episodeNumber: 1, inSeason: 1, inTVSeries: 1396)
        }
    }

    @Test("the episode carries how often the diary says it was watched")
    func watchCount() async throws {
        let diary = MockTVSeriesViewingProvider(watchCounts: [2: 3])
        let useCase = DefaultFetchTVEpisodeDetailsUseCase(
            tvEpisodeRepository: MockTVEpisodeRepository(), tvSeriesRepository: seriesWithSeasonOne(episodes: 3),
            imagesConfigurationProvider: imagesProvider, viewingProvider: diary)

        let details = try await useCase.execute(episodeNumber: 2, inSeason: 1, inTVSeries: 1396)

        #expect(diary.calls == ["episodes 1396/1"])
        #expect(details.watchCount == 3)
    }
}
