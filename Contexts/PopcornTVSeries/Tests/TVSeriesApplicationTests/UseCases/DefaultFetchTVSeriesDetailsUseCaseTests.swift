import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("DefaultFetchTVSeriesDetailsUseCase")
struct DefaultFetchTVSeriesDetailsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(
        _ repository: MockTVSeriesRepository,
        language: String = "en-US"
    ) -> DefaultFetchTVSeriesDetailsUseCase {
        DefaultFetchTVSeriesDetailsUseCase(
            tvSeriesRepository: repository, imagesConfigurationProvider: imagesProvider, language: language)
    }

    @Test("the watchlist says whether the series is on it; without a watchlist, it is not")
    func watchlist() async throws {
        let watchlist = MockTVSeriesWatchlistProvider(onWatchlist: [1396])
        let repository = MockTVSeriesRepository(bundle: .success(.mock()))
        let useCase = DefaultFetchTVSeriesDetailsUseCase(
            tvSeriesRepository: repository, imagesConfigurationProvider: imagesProvider, watchlistProvider: watchlist,
            language: "en-US")

        #expect(try await useCase.execute(id: 1396, region: "US").isOnWatchlist)
        #expect(watchlist.calledWith == [1396])
        #expect(try await makeUseCase(repository).execute(id: 1396, region: "US").isOnWatchlist == false)
    }

    @Test("the diary's seasons go in the same request, and its viewing of the bundle reaches the details")
    func viewing() async throws {
        let next = TVEpisodeAiring(seasonNumber: 2, episodeNumber: 1, name: "Seven Thirty-Seven")
        let diary = MockTVSeriesViewingProvider(
            seasons: [1, 2],
            viewing: TVSeriesViewing(
                watchCount: 8, lastWatchedAt: Date(timeIntervalSince1970: 0), yourRating: 9,
                progress: TVSeriesProgress(
                    watchedEpisodes: 7, airedEpisodes: 62, percent: 11, isUpToDate: false, isCompleted: false,
                    nextEpisode: next)))
        let repository = MockTVSeriesRepository(bundle: .success(.mock()))
        let useCase = DefaultFetchTVSeriesDetailsUseCase(
            tvSeriesRepository: repository, imagesConfigurationProvider: imagesProvider, viewingProvider: diary,
            language: "en-US")

        let details = try await useCase.execute(id: 1396, region: "US")

        #expect(diary.calls == ["seasons 1396", "viewing 1396 [1]"])
        #expect(
            repository.includingCalledWith.map(\.parts) == [TVSeriesPart.detailsScreen.union([.season(1), .season(2)])])
        #expect(details.watchCount == 8 && details.yourRating == 9)
        #expect(
            details.progress
                == TVSeriesProgressDetails(
                    watchedEpisodes: 7, airedEpisodes: 62, percent: 11, isUpToDate: false, isCompleted: false,
                    nextEpisode: TVEpisodeAiringDetails(seasonNumber: 2, episodeNumber: 1, name: "Seven Thirty-Seven")))
        #expect(try await makeUseCase(repository).execute(id: 1396, region: "US").progress == nil)
    }

    @Test("a screen read in French asks for the translations with it and fills an empty overview with the English one")
    func frenchScreen() async throws {
        let bundle = TVSeriesBundle.mock(
            tvSeries: .mock(tagline: "", overview: ""),
            translations: [.mock(title: "Breaking Bad", overview: "A chemistry teacher turns to crime.", tagline: nil)])
        let repository = MockTVSeriesRepository(bundle: .success(bundle))

        let details = try await makeUseCase(repository, language: "fr-FR").execute(id: 1396, region: "FR")

        #expect(repository.includingCalledWith.map(\.parts) == [TVSeriesPart.detailsScreen.union([.translations])])
        #expect(details.overview == "A chemistry teacher turns to crime.")
        #expect(details.overviewLanguage == "en" && details.overviewIsFallback)
        #expect(details.tagline == "" && details.taglineLanguage == nil && !details.taglineIsFallback)
    }

    @Test("it asks the repository for the series with every part of the screen and resolves its images")
    func fetchesAndMaps() async throws {
        let bundle = TVSeriesBundle.mock(
            tvSeries: .mock(posterPath: URL(string: "/poster.jpg")),
            recommendations: .mock(results: [.mock(id: 60_059, name: "Better Call Saul")]),
            watchProviders: [
                .mock(link: "https://www.themoviedb.org/tv/1396-breaking-bad/watch?locale=US"),
                .mock(countryCode: "GB", link: nil, flatRate: [], rent: []),
            ])
        let repository = MockTVSeriesRepository(bundle: .success(bundle))

        let details = try await makeUseCase(repository).execute(id: 1396, region: "GB")

        #expect(repository.includingCalledWith.map(\.id) == [1396])
        #expect(repository.includingCalledWith.map(\.parts) == [TVSeriesPart.detailsScreen])
        #expect(repository.requiringCalledWith.isEmpty)
        #expect(imagesProvider.callCount == 1)
        #expect(details.name == "Breaking Bad")
        #expect(details.posterURLSet?.detail.absoluteString == "https://image.tmdb.org/t/p/w780/poster.jpg")
        #expect(details.seasons?.first?.tvSeriesName == "Breaking Bad")
        #expect(details.region == "GB")
        #expect(details.certification == "18")
        #expect(details.logoURLSet?.path.relativeString == "/logo-en.png")
        #expect(details.recommendations?.results.map(\.name) == ["Better Call Saul"])
        #expect(details.watchProviders?.isEmpty == true)
    }

    @Test("it asks for only the parts given, which may be none or a season")
    func onlyTheGivenParts() async throws {
        let repository = MockTVSeriesRepository(bundle: .success(TVSeriesBundle(tvSeries: .mock())))

        let details = try await makeUseCase(repository).execute(id: 1396, region: "US", including: [])
        _ = try await makeUseCase(repository).execute(id: 1396, region: "US", including: [.images, .season(2)])

        #expect(repository.includingCalledWith.map(\.parts) == [[], [.images, .season(2)]])
        #expect(details.certification == nil)
        #expect(details.logoURLSet == nil)
        #expect(details.watchProviders == nil)
        #expect(details.recommendations == nil)
    }

    @Test("the reader's language picks the logo")
    func languagePicksTheLogo() async throws {
        let repository = MockTVSeriesRepository(bundle: .success(.mock()))

        let french = try await makeUseCase(repository, language: "fr-FR").execute(id: 1396, region: "FR")

        #expect(french.logoURLSet?.path.relativeString == "/logo-neutral.png")
        #expect(french.certification == nil)
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
            (.rateLimited(nil), .unknown(.rateLimited(nil))),
            (.invalidResponse("/tv/1396"), .unknown(.invalidResponse("/tv/1396"))),
            (.storage("locked"), .unknown(.storage("locked"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockTVSeriesRepository(bundle: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(id: 1396, region: "US")
        }
    }

    @Test("a failing images configuration fails the use case with its cause")
    func imagesConfigurationFailure() async {
        let useCase = DefaultFetchTVSeriesDetailsUseCase(
            tvSeriesRepository: MockTVSeriesRepository(bundle: .success(.mock())),
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.unreachable("down"))),
            language: "en-US"
        )
        await #expect(throws: FetchError.unknown(.unreachable("down"))) {
            try await useCase.execute(id: 1396, region: "US")
        }
    }
}
