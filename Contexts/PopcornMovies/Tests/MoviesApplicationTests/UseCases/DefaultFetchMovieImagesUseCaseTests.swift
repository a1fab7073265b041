import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesDomain
import MoviesTestHelpers
import Testing

@testable import MoviesApplication

@Suite("DefaultFetchMovieImagesUseCase")
struct DefaultFetchMovieImagesUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockMovieRepository) -> DefaultFetchMovieImagesUseCase {
        DefaultFetchMovieImagesUseCase(movieRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks the repository for the movie's images and resolves each kind at its own sizes")
    func fetchesAndMaps() async throws {
        let repository = MockMovieRepository(images: .success(.mock()))

        let images = try await makeUseCase(repository).execute(movieID: 550, kind: nil)

        #expect(repository.imagesCalledWith == [550])
        #expect(images.posters.first?.urlSet.detail.absoluteString == "https://image.tmdb.org/t/p/w780/poster-en.jpg")
        #expect(images.logos.map(\.languageCode) == ["en", nil])
        #expect(images.logos.first?.urlSet.detail.absoluteString == "https://image.tmdb.org/t/p/w500/logo-en.png")
        #expect(images.backdrops.first?.urlSet.detail.absoluteString == "https://image.tmdb.org/t/p/w1280/backdrop.jpg")
        #expect(images.backdrops.first?.width == 1920)
    }

    @Test("a kind keeps only the images of that kind", arguments: [ImageKind.poster, .logo, .backdrop])
    func onlyOneKind(kind: ImageKind) async throws {
        let repository = MockMovieRepository(images: .success(.mock()))

        let images = try await makeUseCase(repository).execute(movieID: 550, kind: kind)

        #expect(images.posters.count == (kind == .poster ? 1 : 0))
        #expect(images.logos.count == (kind == .logo ? 2 : 0))
        #expect(images.backdrops.count == (kind == .backdrop ? 1 : 0))
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised(nil), .unauthorised(nil)),
            (.unreachable("down"), .unknown(.unreachable("down"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockMovieRepository(images: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(movieID: 550, kind: nil)
        }
    }
}
