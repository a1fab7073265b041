import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("PopcornTVSeriesFactory")
struct PopcornTVSeriesFactoryTests {
    let series = MockTVSeriesRepository(
        bundle: .success(.mock(seasons: [1: .mock()])), page: .success(.mock(page: 2)))
    let episode = MockTVEpisodeRepository(stub: .success(.mock()))
    let episodeCredits = MockTVEpisodeCreditsRepository(stub: .success(.mock()))
    let list = MockTVSeriesListRepository(stub: .success(.mock()))
    let imagesProvider = MockImagesConfigurationProvider()

    func factory(language: String = "en-US") -> PopcornTVSeriesFactory {
        PopcornTVSeriesFactory(
            tvSeriesRepository: series,
            tvEpisodeRepository: episode,
            tvEpisodeCreditsRepository: episodeCredits,
            tvSeriesListRepository: list,
            imagesConfigurationProvider: imagesProvider,
            language: language
        )
    }

    @Test("the series details use case asks the series repository for the screen")
    func seriesDetails() async throws {
        _ = try await factory().makeFetchTVSeriesDetailsUseCase().execute(id: 1396, region: "US")
        #expect(series.includingCalledWith.map(\.id) == [1396])
        #expect(series.includingCalledWith.map(\.parts) == [TVSeriesPart.detailsScreen])
        #expect(imagesProvider.callCount == 1)
    }

    @Test("the factory's language reaches the series details, where it picks the logo")
    func language() async throws {
        let english = try await factory(language: "en-US").makeFetchTVSeriesDetailsUseCase().execute(
            id: 1396, region: "US")
        let french = try await factory(language: "fr-FR").makeFetchTVSeriesDetailsUseCase().execute(
            id: 1396, region: "US")
        #expect(english.logoURLSet?.path.relativeString == "/logo-en.png")
        #expect(french.logoURLSet?.path.relativeString == "/logo-neutral.png")
    }

    @Test("the images, watch providers, credits and season use cases each require their part of the series")
    func partsOfTheSeries() async throws {
        _ = try await factory().makeFetchTVSeriesImagesUseCase().execute(tvSeriesID: 1396, kind: nil)
        _ = try await factory().makeFetchTVSeriesWatchProvidersUseCase().execute(tvSeriesID: 1396, region: "US")
        _ = try await factory().makeFetchTVSeriesCreditsUseCase().execute(tvSeriesID: 1396)
        _ = try await factory().makeFetchTVSeriesAggregateCreditsUseCase().execute(tvSeriesID: 1396)
        _ = try await factory().makeFetchTVSeasonDetailsUseCase().execute(seasonNumber: 1, inTVSeries: 1396)
        #expect(
            series.requiringCalledWith.map(\.part) == [
                .images, .watchProviders, .credits, .aggregateCredits, .season(1),
            ])
        #expect(series.requiringCalledWith.allSatisfy { $0.id == 1396 })
        #expect(series.includingCalledWith.isEmpty)
    }

    @Test("the recommendations and similar use cases read their own pages of the series repository")
    func relatedPages() async throws {
        _ = try await factory().makeFetchTVSeriesRecommendationsUseCase().execute(tvSeriesID: 1396, page: 2)
        _ = try await factory().makeFetchTVSeriesSimilarUseCase().execute(tvSeriesID: 1397, page: 3)
        #expect(series.recommendationsCalledWith.map(\.tvSeriesID) == [1396])
        #expect(series.recommendationsCalledWith.map(\.page) == [2])
        #expect(series.similarCalledWith.map(\.tvSeriesID) == [1397])
        #expect(series.similarCalledWith.map(\.page) == [3])
    }

    @Test("the episode details use case reads the series with the season, which lists the episode")
    func episodeDetails() async throws {
        let details = try await factory().makeFetchTVEpisodeDetailsUseCase().execute(
            episodeNumber: 1, inSeason: 1, inTVSeries: 1396)
        #expect(series.includingCalledWith.map(\.parts) == [[.season(1)]])
        #expect(episode.calledWith.isEmpty)
        #expect(details.nextEpisode?.episodeNumber == 2)
    }

    @Test("the episode credits use case reads the episode credits repository only")
    func episodeCreditsUseCase() async throws {
        _ = try await factory().makeFetchTVEpisodeCreditsUseCase().execute(
            episodeNumber: 2, inSeason: 1, inTVSeries: 1396)
        #expect(episodeCredits.calledWith == [.init(episodeNumber: 2, seasonNumber: 1, tvSeriesID: 1396)])
        #expect(episode.calledWith.isEmpty)
        #expect(series.requiringCalledWith.isEmpty && series.includingCalledWith.isEmpty)
    }

    @Test("the list and search use cases read the list repository")
    func listAndSearch() async throws {
        _ = try await factory().makeFetchTVSeriesListUseCase().execute(list: .airingToday, page: 1)
        _ = try await factory().makeSearchTVSeriesUseCase().execute(query: "bad", firstAirDateYear: nil, page: 1)
        #expect(list.listCalledWith == [.init(list: .airingToday, page: 1)])
        #expect(list.searchCalledWith == [.init(query: "bad", firstAirDateYear: nil, page: 1)])
    }
}
