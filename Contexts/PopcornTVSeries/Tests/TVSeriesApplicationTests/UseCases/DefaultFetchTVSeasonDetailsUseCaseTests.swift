import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import Testing

@testable import TVSeriesApplication

@Suite("DefaultFetchTVSeasonDetailsUseCase")
struct DefaultFetchTVSeasonDetailsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(
        season: MockTVSeasonRepository,
        series: MockTVSeriesRepository
    ) -> DefaultFetchTVSeasonDetailsUseCase {
        DefaultFetchTVSeasonDetailsUseCase(
            tvSeasonRepository: season,
            tvSeriesRepository: series,
            imagesConfigurationProvider: imagesProvider
        )
    }

    @Test("it asks for the season in the series and for the series, and names the series")
    func fetchesAndCombines() async throws {
        let season = MockTVSeasonRepository(stub: .success(.mock(seasonNumber: 2)))
        let series = MockTVSeriesRepository(stub: .success(.mock()))
        let details = try await makeUseCase(season: season, series: series).execute(seasonNumber: 2, inTVSeries: 1396)
        #expect(season.calledWith == [.init(seasonNumber: 2, tvSeriesID: 1396)])
        #expect(series.calledWith == [1396])
        #expect(imagesProvider.callCount == 1)
        #expect(details.seasonNumber == 2)
        #expect(details.tvSeriesID == 1396)
        #expect(details.tvSeriesName == "Breaking Bad")
        #expect(details.episodeCount == 2)
        #expect(details.episodes?.allSatisfy { $0.tvSeriesName == "Breaking Bad" } == true)
        #expect(details.posterURLSet?.detail.absoluteString == "https://image.tmdb.org/t/p/w780/season.jpg")
    }

    @Test("the season and the series are fetched concurrently")
    func fetchesConcurrently() async throws {
        let barrier = CallBarrier(parties: 2)
        let season = MockTVSeasonRepository(stub: .success(.mock()), barrier: barrier)
        let series = MockTVSeriesRepository(stub: .success(.mock()), barrier: barrier)
        _ = try await makeUseCase(season: season, series: series).execute(seasonNumber: 1, inTVSeries: 1396)
        #expect(await barrier.timedOut == false)
    }

    @Test(
        "season repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchTVSeasonDetailsError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
            (.invalidResponse("/tv/1396/season/9"), .unknown(.invalidResponse("/tv/1396/season/9"))),
        ])
    func convertsSeasonErrors(failure: DataAccessError, expected: FetchTVSeasonDetailsError) async {
        let season = MockTVSeasonRepository(stub: .failure(failure))
        let series = MockTVSeriesRepository(stub: .success(.mock()))
        await #expect(throws: expected) {
            try await makeUseCase(season: season, series: series).execute(seasonNumber: 9, inTVSeries: 1396)
        }
    }

    @Test(
        "series repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchTVSeasonDetailsError.notFound),
            (.storage("locked"), .unknown(.storage("locked"))),
        ])
    func convertsSeriesErrors(failure: DataAccessError, expected: FetchTVSeasonDetailsError) async {
        let season = MockTVSeasonRepository(stub: .success(.mock()))
        let series = MockTVSeriesRepository(stub: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(season: season, series: series).execute(seasonNumber: 1, inTVSeries: 1396)
        }
    }

    @Test("a failing images configuration fails the use case with its cause")
    func imagesConfigurationFailure() async {
        let useCase = DefaultFetchTVSeasonDetailsUseCase(
            tvSeasonRepository: MockTVSeasonRepository(stub: .success(.mock())),
            tvSeriesRepository: MockTVSeriesRepository(stub: .success(.mock())),
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.rateLimited("slow down")))
        )
        await #expect(throws: FetchTVSeasonDetailsError.unknown(.rateLimited("slow down"))) {
            try await useCase.execute(seasonNumber: 1, inTVSeries: 1396)
        }
    }
}
