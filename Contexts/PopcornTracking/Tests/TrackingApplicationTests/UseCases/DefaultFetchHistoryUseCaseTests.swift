import Foundation
import Testing
import TrackingApplication
import TrackingDomain
import TrackingTestHelpers

@Suite("DefaultFetchHistoryUseCase")
struct DefaultFetchHistoryUseCaseTests {
    @Test("the filters reach the repository and each entry is mapped as --json writes it")
    func history() async throws {
        let episode = Watch.mock(id: 2, title: .breakingBad(1, 7, named: "A No-Rough-Stuff-Type Deal"))
        let repository = MockTrackingRepository(watches: .success([episode]))

        let history = try await PopcornTrackingFactory(
            repository: repository, titleProvider: MockTrackingTitleProvider()
        ).makeFetchHistoryUseCase()
            .execute(kind: .tv, since: .mock(day: 1))

        #expect(repository.historyCalls.map(\.kind) == [.tv])
        #expect(repository.historyCalls.map(\.since) == [.mock(day: 1)])
        #expect(
            history == [
                WatchDetails(
                    id: 2,
                    item: TrackedItemDetails(
                        kind: .episode, tmdbID: 1396, title: "Breaking Bad", seasonNumber: 1, episodeNumber: 7,
                        episodeName: "A No-Rough-Stuff-Type Deal"),
                    watchedOn: "2026-11-20", loggedAt: episode.loggedAt)
            ])
    }
}
