import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import Testing

@testable import TVSeriesApplication

@Suite("TVSeriesApplicationFactory")
struct TVSeriesApplicationFactoryTests {
    let series = MockTVSeriesRepository(stub: .success(.mock()))
    let season = MockTVSeasonRepository(stub: .success(.mock()))
    let episode = MockTVEpisodeRepository(stub: .success(.mock()))
    let episodeCredits = MockTVEpisodeCreditsRepository(stub: .success(.mock()))
    let credits = MockTVSeriesCreditsRepository(credits: .success(.mock()), aggregateCredits: .success(.mock()))
    let list = MockTVSeriesListRepository(stub: .success(.mock()))
    let imagesProvider = MockImagesConfigurationProvider()

    var factory: TVSeriesApplicationFactory {
        TVSeriesApplicationFactory(
            tvSeriesRepository: series,
            tvSeasonRepository: season,
            tvEpisodeRepository: episode,
            tvEpisodeCreditsRepository: episodeCredits,
            tvSeriesCreditsRepository: credits,
            tvSeriesListRepository: list,
            imagesConfigurationProvider: imagesProvider
        )
    }

    @Test("the series details use case reads the series repository")
    func seriesDetails() async throws {
        _ = try await factory.makeFetchTVSeriesDetailsUseCase().execute(id: 1396)
        #expect(series.calledWith == [1396])
        #expect(imagesProvider.callCount == 1)
    }

    @Test("the season details use case reads the season and series repositories")
    func seasonDetails() async throws {
        _ = try await factory.makeFetchTVSeasonDetailsUseCase().execute(seasonNumber: 1, inTVSeries: 1396)
        #expect(season.calledWith == [.init(seasonNumber: 1, tvSeriesID: 1396)])
        #expect(series.calledWith == [1396])
    }

    @Test("the episode details use case reads the episode and series repositories")
    func episodeDetails() async throws {
        _ = try await factory.makeFetchTVEpisodeDetailsUseCase().execute(
            episodeNumber: 2, inSeason: 1, inTVSeries: 1396)
        #expect(episode.calledWith == [.init(episodeNumber: 2, seasonNumber: 1, tvSeriesID: 1396)])
        #expect(series.calledWith == [1396])
    }

    @Test("the episode details use case also reads the season repository, for the neighbouring episodes")
    func episodeDetailsSeason() async throws {
        let details = try await factory.makeFetchTVEpisodeDetailsUseCase().execute(
            episodeNumber: 1, inSeason: 1, inTVSeries: 1396)
        #expect(season.calledWith == [.init(seasonNumber: 1, tvSeriesID: 1396)])
        #expect(details.nextEpisode?.episodeNumber == 2)
    }

    @Test("the episode credits use case reads the episode credits repository only")
    func episodeCreditsUseCase() async throws {
        _ = try await factory.makeFetchTVEpisodeCreditsUseCase().execute(
            episodeNumber: 2, inSeason: 1, inTVSeries: 1396)
        #expect(episodeCredits.calledWith == [.init(episodeNumber: 2, seasonNumber: 1, tvSeriesID: 1396)])
        #expect(episode.calledWith.isEmpty)
        #expect(credits.creditsCalledWith.isEmpty)
    }

    @Test("the credits use cases read the credits repository")
    func credits() async throws {
        _ = try await factory.makeFetchTVSeriesCreditsUseCase().execute(tvSeriesID: 1396)
        _ = try await factory.makeFetchTVSeriesAggregateCreditsUseCase().execute(tvSeriesID: 1397)
        #expect(credits.creditsCalledWith == [1396])
        #expect(credits.aggregateCreditsCalledWith == [1397])
    }

    @Test("the list and search use cases read the list repository")
    func listAndSearch() async throws {
        _ = try await factory.makeFetchTVSeriesListUseCase().execute(list: .airingToday, page: 1)
        _ = try await factory.makeSearchTVSeriesUseCase().execute(query: "bad", firstAirDateYear: nil, page: 1)
        #expect(list.listCalledWith == [.init(list: .airingToday, page: 1)])
        #expect(list.searchCalledWith == [.init(query: "bad", firstAirDateYear: nil, page: 1)])
    }
}
