import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("DefaultFetchTVSeriesWatchProvidersUseCase")
struct DefaultFetchTVSeriesWatchProvidersUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()
    let offers: [WatchProviderOffers] = [
        .mock(),
        .mock(countryCode: "GB", link: nil, flatRate: [], rent: [], buy: [.mock(id: 3, name: "Google Play")]),
    ]

    private func makeUseCase(_ repository: MockTVSeriesRepository) -> DefaultFetchTVSeriesWatchProvidersUseCase {
        DefaultFetchTVSeriesWatchProvidersUseCase(
            tvSeriesRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it requires every country's offers and keeps the region's, logos resolved")
    func regionsOffers() async throws {
        let repository = MockTVSeriesRepository(bundle: .success(.mock(watchProviders: offers)))

        let us = try await makeUseCase(repository).execute(tvSeriesID: 1396, region: "us")
        let gb = try await makeUseCase(repository).execute(tvSeriesID: 1396, region: "GB")

        #expect(repository.requiringCalledWith.map(\.id) == [1396, 1396])
        #expect(repository.requiringCalledWith.map(\.part) == [.watchProviders, .watchProviders])
        #expect(us.countryCode == "US")
        #expect(us.flatRate.map(\.name) == ["Netflix", "Hulu"])
        #expect(us.link != nil)
        #expect(us.flatRate.first?.logoURLSet?.path.relativeString == "/netflix.jpg")
        #expect(gb.buy.map(\.name) == ["Google Play"])
        #expect(gb.flatRate.isEmpty)
    }

    @Test("a region TMDb lists no offers for is answered empty, never with another country's")
    func noOffers() async throws {
        let repository = MockTVSeriesRepository(bundle: .success(.mock(watchProviders: offers)))

        let japan = try await makeUseCase(repository).execute(tvSeriesID: 1396, region: "JP")

        #expect(japan.isEmpty)
        #expect(japan.countryCode == "JP")
        #expect(japan.link == nil)
    }

    @Test("a bundle without watch providers is not found")
    func noWatchProviders() async {
        let repository = MockTVSeriesRepository(bundle: .success(.mock(watchProviders: nil)))
        await #expect(throws: FetchError.notFound) {
            try await makeUseCase(repository).execute(tvSeriesID: 1396, region: "US")
        }
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("denied"), .unauthorised("denied")),
            (.rateLimited(nil), .unknown(.rateLimited(nil))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockTVSeriesRepository(bundle: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(tvSeriesID: 1396, region: "US")
        }
    }
}
