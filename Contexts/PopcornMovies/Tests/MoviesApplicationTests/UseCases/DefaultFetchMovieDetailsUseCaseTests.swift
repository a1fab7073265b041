import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesDomain
import MoviesTestHelpers
import Testing

@testable import MoviesApplication

@Suite("DefaultFetchMovieDetailsUseCase")
struct DefaultFetchMovieDetailsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockMovieRepository) -> DefaultFetchMovieDetailsUseCase {
        DefaultFetchMovieDetailsUseCase(
            movieRepository: repository, imagesConfigurationProvider: imagesProvider, language: "en-US")
    }

    @Test("it asks the repository for the movie with every part of the screen and resolves its images")
    func fetchesAndMaps() async throws {
        let repository = MockMovieRepository(
            movie: .success(.mock(movie: .mock(posterPath: URL(string: "/poster.jpg")))))
        let details = try await makeUseCase(repository).execute(id: 550, region: "GB")
        #expect(repository.movieCalledWith.map(\.id) == [550])
        #expect(repository.movieCalledWith.map(\.parts) == [MoviePart.detailsScreen])
        #expect(imagesProvider.callCount == 1)
        #expect(details.title == "Fight Club")
        #expect(details.posterURLSet?.detail.absoluteString == "https://image.tmdb.org/t/p/w780/poster.jpg")
        #expect(details.certification == "18")
        #expect(details.logoURLSet?.path.relativeString == "/logo-en.png")
    }

    @Test("the watchlist says whether the movie is on it; without a watchlist, it is not")
    func watchlist() async throws {
        let watchlist = MockMovieWatchlistProvider(onWatchlist: [550])
        let repository = MockMovieRepository(movie: .success(.mock()))
        let useCase = DefaultFetchMovieDetailsUseCase(
            movieRepository: repository, imagesConfigurationProvider: imagesProvider, watchlistProvider: watchlist,
            language: "en-US")

        #expect(try await useCase.execute(id: 550, region: "US").isOnWatchlist)
        #expect(watchlist.calledWith == [550])
        #expect(try await makeUseCase(repository).execute(id: 550, region: "US").isOnWatchlist == false)
    }

    @Test("the diary says how often the movie was watched, when last, and its rating; without one, never")
    func viewing() async throws {
        let lastWatched = Date(timeIntervalSince1970: 1_795_132_800)
        let diary = MockMovieViewingProvider([
            550: MovieViewing(watchCount: 2, lastWatchedAt: lastWatched, yourRating: 8.5)
        ])
        let repository = MockMovieRepository(movie: .success(.mock()))
        let useCase = DefaultFetchMovieDetailsUseCase(
            movieRepository: repository, imagesConfigurationProvider: imagesProvider, viewingProvider: diary,
            language: "en-US")

        let details = try await useCase.execute(id: 550, region: "US")
        let without = try await makeUseCase(repository).execute(id: 550, region: "US")

        #expect(diary.calledWith == [550])
        #expect(details.watchCount == 2 && details.lastWatchedAt == lastWatched && details.yourRating == 8.5)
        #expect(without.watchCount == 0 && without.lastWatchedAt == nil && without.yourRating == nil)
    }

    @Test("a screen read in French asks for the translations with it and fills an empty overview with the English one")
    func frenchScreen() async throws {
        let bundle = MovieBundle.mock(
            movie: .mock(tagline: "", overview: ""),
            translations: [.mock(languageCode: "fr", countryCode: "FR", overview: "", tagline: ""), .mock()])
        let repository = MockMovieRepository(movie: .success(bundle))
        let useCase = DefaultFetchMovieDetailsUseCase(
            movieRepository: repository, imagesConfigurationProvider: imagesProvider, language: "fr-FR")

        let details = try await useCase.execute(id: 550, region: "FR")
        // The title alone (no parts) asks for no translations either.
        let bare = try await useCase.execute(id: 550, region: "FR", including: [])

        #expect(repository.movieCalledWith.map(\.parts) == [MoviePart.detailsScreen.union([.translations]), []])
        #expect(details.overview == "An insomniac and a soap salesman form an underground fight club.")
        #expect(details.overviewLanguage == "en" && details.overviewIsFallback)
        #expect(details.tagline == "Mischief. Mayhem. Soap." && details.taglineIsFallback)
        #expect(bare.id == 550)
    }

    @Test("it asks for only the parts given, which may be none")
    func onlyTheGivenParts() async throws {
        let repository = MockMovieRepository(movie: .success(MovieBundle(movie: .mock())))
        let details = try await makeUseCase(repository).execute(id: 550, region: "US", including: [])
        #expect(repository.movieCalledWith.map(\.parts) == [[]])
        #expect(details.certification == nil)
        #expect(details.watchProviders == nil)
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
            (.rateLimited(nil), .unknown(.rateLimited(nil))),
            (.invalidResponse("/movie/550"), .unknown(.invalidResponse("/movie/550"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockMovieRepository(movie: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(id: 550, region: "US")
        }
    }

    @Test("a failing images configuration fails the use case with its cause")
    func imagesConfigurationFailure() async {
        let useCase = DefaultFetchMovieDetailsUseCase(
            movieRepository: MockMovieRepository(movie: .success(.mock())),
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.unreachable("down"))),
            language: "en-US"
        )
        await #expect(throws: FetchError.unknown(.unreachable("down"))) {
            try await useCase.execute(id: 550, region: "US")
        }
    }
}
