import CoreDomain
import Foundation
import Testing
import TrackingApplication
import TrackingDomain
import TrackingTestHelpers

@Suite("DefaultLogWatchesUseCase")
struct DefaultLogWatchesUseCaseTests {
    /// 2026-11-20 23:30 UTC: the 20th in London, the 21st in Tokyo.
    static let now = Date(timeIntervalSince1970: 1_795_217_400)

    func useCase(_ repository: MockTrackingRepository, timeZone: String = "Europe/London") throws
        -> some LogWatchesUseCase
    {
        PopcornTrackingFactory(
            repository: repository, now: { Self.now }, timeZone: try #require(TimeZone(identifier: timeZone))
        ).makeLogWatchesUseCase()
    }

    @Test("with no day given, the watch is logged today where the person is, at the time it is logged")
    func today() async throws {
        let repository = MockTrackingRepository(watches: .success([.mock()]))

        let logged = try await useCase(repository, timeZone: "Asia/Tokyo").execute([.movie(id: 550)], on: nil)

        #expect(
            repository.logCalls == [
                .init(items: [.movie(id: 550)], day: try #require(WatchDay("2026-11-21")), loggedAt: Self.now)
            ])
        #expect(logged.map(\.watchedOn) == ["2026-11-20"])
        #expect(logged.first?.item == TrackedItemDetails(kind: .movie, tmdbID: 550))
    }

    @Test("a day after today is refused and nothing is logged")
    func future() async throws {
        let repository = MockTrackingRepository(watches: .success([]))
        let tomorrow = try #require(WatchDay("2026-11-21"))

        await #expect(throws: TrackingError.futureDay(tomorrow)) {
            try await useCase(repository).execute([.movie(id: 550)], on: tomorrow)
        }
        #expect(repository.logCalls.isEmpty)
    }

    @Test("a whole series is refused: it is watched episode by episode")
    func series() async throws {
        let repository = MockTrackingRepository(watches: .success([]))

        await #expect(throws: TrackingError.notWatchable(.series(id: 1396))) {
            try await useCase(repository).execute([.series(id: 1396)], on: nil)
        }
        #expect(repository.logCalls.isEmpty)
    }

    @Test("a failed write is the diary's failure, with its reason")
    func storage() async throws {
        let repository = MockTrackingRepository(watches: .failure(.storage("your diary is read-only")))

        await #expect(throws: TrackingError.unavailable("your diary is read-only")) {
            try await useCase(repository).execute([.movie(id: 550)], on: .mock(day: 1))
        }
    }
}
