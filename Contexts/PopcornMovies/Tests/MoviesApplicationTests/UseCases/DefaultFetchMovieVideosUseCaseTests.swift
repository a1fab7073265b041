import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import MoviesDomain
import MoviesTestHelpers
import Testing

@testable import MoviesApplication

@Suite("DefaultFetchMovieVideosUseCase")
struct DefaultFetchMovieVideosUseCaseTests {
    @Test("it asks the repository for the movie's videos and lists them trailers first, with the main trailer")
    func ordersVideos() async throws {
        let repository = MockMovieRepository(
            videos: .success([.mock(id: "clip", kind: .clip), .mock(id: "trailer", kind: .trailer)]))

        let videos = try await DefaultFetchMovieVideosUseCase(movieRepository: repository).execute(movieID: 550)

        #expect(repository.videosCalledWith == [550])
        #expect(videos.videos.map(\.id) == ["trailer", "clip"])
        #expect(videos.mainTrailer?.url?.absoluteString == "https://www.youtube.com/watch?v=BdJKm16Co6M")
    }

    @Test("a movie without videos is an empty list, not a failure")
    func noVideos() async throws {
        let videos = try await DefaultFetchMovieVideosUseCase(
            movieRepository: MockMovieRepository(videos: .success([]))
        )
        .execute(movieID: 550)

        #expect(videos == VideoListDetails(mainTrailer: nil, videos: []))
    }

    @Test("a source without the movie's videos is not found")
    func notFound() async {
        let repository = MockMovieRepository(videos: .failure(.notFound))

        await #expect(throws: FetchError.notFound) {
            try await DefaultFetchMovieVideosUseCase(movieRepository: repository).execute(movieID: 550)
        }
    }
}
