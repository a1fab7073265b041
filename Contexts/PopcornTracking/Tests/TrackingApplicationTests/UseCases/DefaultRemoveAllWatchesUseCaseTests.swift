import Testing
import TrackingApplication
import TrackingDomain
import TrackingTestHelpers

@Suite("DefaultRemoveAllWatchesUseCase")
struct DefaultRemoveAllWatchesUseCaseTests {
    @Test("every watch of the title is removed through the repository and answered; none is an answer too")
    func removes() async throws {
        let repository = MockTrackingRepository(
            watches: .success([.mock(id: 2), .mock(id: 1), .mock(id: 3, title: .breakingBad(1, 1))]))
        let remove = PopcornTrackingFactory(repository: repository, titleProvider: MockTrackingTitleProvider())
            .makeRemoveAllWatchesUseCase()

        let movie = try await remove.execute(.movie(id: 550))
        let series = try await remove.execute(.series(id: 1396))
        let none = try await remove.execute(.movie(id: 13))

        #expect(repository.removeAllCalls == [.movie(id: 550), .series(id: 1396), .movie(id: 13)])
        #expect(movie.map(\.id) == [2, 1])
        #expect(series.map(\.id) == [3])
        #expect(none.isEmpty)
    }

    @Test("a diary that cannot be written is the diary's failure")
    func failure() async {
        let repository = MockTrackingRepository(watches: .failure(.storage("read-only")))

        await #expect(throws: TrackingError.unavailable("read-only")) {
            try await PopcornTrackingFactory(repository: repository, titleProvider: MockTrackingTitleProvider())
                .makeRemoveAllWatchesUseCase().execute(.movie(id: 550))
        }
    }
}
