import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("DefaultFetchTVSeriesVideosUseCase")
struct DefaultFetchTVSeriesVideosUseCaseTests {
    @Test("it requires the series' videos and lists them trailers first, with the main trailer")
    func ordersVideos() async throws {
        let repository = MockTVSeriesRepository(
            bundle: .success(.mock(videos: [.mock(id: "teaser", kind: .teaser), .mock(id: "trailer", kind: .trailer)])))

        let videos = try await DefaultFetchTVSeriesVideosUseCase(tvSeriesRepository: repository)
            .execute(tvSeriesID: 1396)

        #expect(repository.requiringCalledWith.map(\.part) == [.videos])
        #expect(videos.videos.map(\.id) == ["trailer", "teaser"])
        #expect(videos.mainTrailer?.id == "trailer")
    }

    @Test("a bundle without videos is not found")
    func notFound() async {
        let repository = MockTVSeriesRepository(bundle: .success(.mock(videos: nil)))

        await #expect(throws: FetchError.notFound) {
            try await DefaultFetchTVSeriesVideosUseCase(tvSeriesRepository: repository).execute(tvSeriesID: 1396)
        }
    }
}
