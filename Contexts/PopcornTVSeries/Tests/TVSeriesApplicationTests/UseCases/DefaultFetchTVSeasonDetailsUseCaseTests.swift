import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("DefaultFetchTVSeasonDetailsUseCase")
struct DefaultFetchTVSeasonDetailsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockTVSeriesRepository) -> DefaultFetchTVSeasonDetailsUseCase {
        DefaultFetchTVSeasonDetailsUseCase(tvSeriesRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it requires the season of the series in one request, and names the series")
    func fetchesAndCombines() async throws {
        let season = TVSeason.mock(
            seasonNumber: 2, posterPath: URL(string: "/season.jpg"),
            episodes: [.mock(), .mock(id: 62086, name: "Cat's in the Bag...", episodeNumber: 2)])
        let repository = MockTVSeriesRepository(bundle: .success(.mock(seasons: [2: season])))

        let details = try await makeUseCase(repository).execute(seasonNumber: 2, inTVSeries: 1396)

        #expect(repository.requiringCalledWith.map(\.id) == [1396])
        #expect(repository.requiringCalledWith.map(\.part) == [.season(2)])
        #expect(repository.includingCalledWith.isEmpty)
        #expect(imagesProvider.callCount == 1)
        #expect(details.seasonNumber == 2)
        #expect(details.tvSeriesID == 1396)
        #expect(details.tvSeriesName == "Breaking Bad")
        #expect(details.episodeCount == 2)
        #expect(details.episodes?.allSatisfy { $0.tvSeriesName == "Breaking Bad" } == true)
        #expect(details.posterURLSet?.detail.absoluteString == "https://image.tmdb.org/t/p/w780/season.jpg")
    }

    @Test("a bundle without the season asked for is not found, whatever other seasons it holds")
    func seasonMissing() async {
        let repository = MockTVSeriesRepository(bundle: .success(.mock(seasons: [1: .mock()])))
        await #expect(throws: FetchError.notFound) {
            try await makeUseCase(repository).execute(seasonNumber: 9, inTVSeries: 1396)
        }
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
            (.invalidResponse("/tv/1396"), .unknown(.invalidResponse("/tv/1396"))),
            (.storage("locked"), .unknown(.storage("locked"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockTVSeriesRepository(bundle: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(seasonNumber: 9, inTVSeries: 1396)
        }
    }

    @Test("a failing images configuration fails the use case with its cause")
    func imagesConfigurationFailure() async {
        let useCase = DefaultFetchTVSeasonDetailsUseCase(
            tvSeriesRepository: MockTVSeriesRepository(bundle: .success(.mock(seasons: [1: .mock()]))),
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.rateLimited("slow down")))
        )
        await #expect(throws: FetchError.unknown(.rateLimited("slow down"))) {
            try await useCase.execute(seasonNumber: 1, inTVSeries: 1396)
        }
    }

    @Test("each episode carries how often the diary says it was watched")
    func watchCounts() async throws {
        let season = TVSeason.mock(episodes: [.mock(), .mock(id: 62086, name: "Cat's in the Bag...", episodeNumber: 2)])
        let repository = MockTVSeriesRepository(bundle: .success(.mock(seasons: [1: season])))
        let diary = MockTVSeriesViewingProvider(watchCounts: [1: 2])
        let useCase = DefaultFetchTVSeasonDetailsUseCase(
            tvSeriesRepository: repository, imagesConfigurationProvider: imagesProvider, viewingProvider: diary)

        let details = try await useCase.execute(seasonNumber: 1, inTVSeries: 1396)

        #expect(diary.calls == ["episodes 1396/1"])
        #expect(details.episodes?.map(\.watchCount) == [2, 0])
    }
}
