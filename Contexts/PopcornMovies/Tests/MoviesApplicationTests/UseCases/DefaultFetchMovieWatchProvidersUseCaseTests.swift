import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesDomain
import MoviesTestHelpers
import Testing

@testable import MoviesApplication

@Suite("DefaultFetchMovieWatchProvidersUseCase")
struct DefaultFetchMovieWatchProvidersUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()
    let offers: [WatchProviderOffers] = [
        .mock(),
        .mock(countryCode: "GB", link: nil, flatRate: [], rent: [], buy: [.mock(id: 3, name: "Google Play Movies")]),
    ]

    private func makeUseCase(_ repository: MockMovieRepository) -> DefaultFetchMovieWatchProvidersUseCase {
        DefaultFetchMovieWatchProvidersUseCase(movieRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks the repository for every country's offers and keeps the region's, logos resolved")
    func regionsOffers() async throws {
        let repository = MockMovieRepository(watchProviders: .success(offers))

        let us = try await makeUseCase(repository).execute(movieID: 550, region: "us")
        let gb = try await makeUseCase(repository).execute(movieID: 550, region: "GB")

        #expect(repository.watchProvidersCalledWith == [550, 550])
        #expect(us.countryCode == "US")
        #expect(us.flatRate.map(\.name) == ["Netflix", "Hulu"])
        #expect(us.link != nil)
        #expect(us.flatRate.first?.logoURLSet?.path.relativeString == "/netflix.jpg")
        #expect(gb.buy.map(\.name) == ["Google Play Movies"])
        #expect(gb.flatRate.isEmpty)
    }

    @Test("a region TMDb lists no offers for is answered empty")
    func noOffers() async throws {
        let repository = MockMovieRepository(watchProviders: .success(offers))

        let japan = try await makeUseCase(repository).execute(movieID: 550, region: "JP")

        #expect(japan.isEmpty)
        #expect(japan.countryCode == "JP")
        #expect(japan.link == nil)
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.rateLimited(nil), .unknown(.rateLimited(nil))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockMovieRepository(watchProviders: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(movieID: 550, region: "US")
        }
    }
}
