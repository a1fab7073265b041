import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("DefaultFetchTVSeriesImagesUseCase")
struct DefaultFetchTVSeriesImagesUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockTVSeriesRepository) -> DefaultFetchTVSeriesImagesUseCase {
        DefaultFetchTVSeriesImagesUseCase(tvSeriesRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it requires the series' images and resolves each kind at its own sizes")
    func fetchesAndMaps() async throws {
        let repository = MockTVSeriesRepository(bundle: .success(.mock()))

        let images = try await makeUseCase(repository).execute(tvSeriesID: 1396, kind: nil)

        #expect(repository.requiringCalledWith.map(\.id) == [1396])
        #expect(repository.requiringCalledWith.map(\.part) == [.images])
        #expect(repository.includingCalledWith.isEmpty)
        #expect(imagesProvider.callCount == 1)
        #expect(images.posters.first?.urlSet.detail.absoluteString == "https://image.tmdb.org/t/p/w780/poster-en.jpg")
        #expect(images.logos.map(\.languageCode) == ["en", nil])
        #expect(images.logos.first?.urlSet.detail.absoluteString == "https://image.tmdb.org/t/p/w500/logo-en.png")
        #expect(images.backdrops.first?.urlSet.detail.absoluteString == "https://image.tmdb.org/t/p/w1280/backdrop.jpg")
    }

    @Test("a kind keeps only the images of that kind", arguments: [ImageKind.poster, .logo, .backdrop])
    func onlyOneKind(kind: ImageKind) async throws {
        let repository = MockTVSeriesRepository(bundle: .success(.mock()))

        let images = try await makeUseCase(repository).execute(tvSeriesID: 1396, kind: kind)

        #expect(images.posters.count == (kind == .poster ? 1 : 0))
        #expect(images.logos.count == (kind == .logo ? 2 : 0))
        #expect(images.backdrops.count == (kind == .backdrop ? 1 : 0))
    }

    @Test("a bundle without images is not found")
    func noImages() async {
        let repository = MockTVSeriesRepository(bundle: .success(.mock(images: nil)))
        await #expect(throws: FetchError.notFound) {
            try await makeUseCase(repository).execute(tvSeriesID: 1396, kind: nil)
        }
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised(nil), .unauthorised(nil)),
            (
                .unreachable("tv:1396:images is not in the cache"),
                .unknown(.unreachable("tv:1396:images is not in the cache"))
            ),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockTVSeriesRepository(bundle: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(tvSeriesID: 1396, kind: nil)
        }
    }
}
