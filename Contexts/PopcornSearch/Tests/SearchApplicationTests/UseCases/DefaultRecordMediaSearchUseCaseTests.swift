import CoreDomain
import Foundation
import SearchDomain
import Synchronization
import Testing

@testable import SearchApplication

@Suite("DefaultRecordMediaSearchUseCase")
struct DefaultRecordMediaSearchUseCaseTests {
    static let now = Date(timeIntervalSince1970: 1_750_000_000)

    private func makeUseCase(_ repository: MockMediaSearchHistoryRepository) -> DefaultRecordMediaSearchUseCase {
        DefaultRecordMediaSearchUseCase(historyRepository: repository, now: { Self.now })
    }

    @Test("it records the trimmed query and its kind at the clock's time")
    func records() async throws {
        let repository = MockMediaSearchHistoryRepository(record: .success(()))

        try await makeUseCase(repository).execute(query: "  Amélie Poulain \n", kind: .movie)

        #expect(
            repository.recordCalledWith == [
                MediaSearchHistoryEntry(query: "Amélie Poulain", kind: .movie, searchedAt: Self.now)
            ])
    }

    @Test("the clock is read for each search")
    func readsClockEachTime() async throws {
        let repository = MockMediaSearchHistoryRepository(record: .success(()))
        let clock = Clock()
        let useCase = DefaultRecordMediaSearchUseCase(historyRepository: repository, now: { clock.tick() })

        try await useCase.execute(query: "dune", kind: .all)
        try await useCase.execute(query: "dune", kind: .all)

        #expect(repository.recordCalledWith.map(\.searchedAt.timeIntervalSince1970) == [1, 2])
    }

    @Test("a blank query is not recorded", arguments: ["", "   ", "\t\n"])
    func blankQuery(query: String) async throws {
        let repository = MockMediaSearchHistoryRepository()

        try await makeUseCase(repository).execute(query: query, kind: .all)

        #expect(repository.recordCalledWith.isEmpty)
    }

    @Test("a storage failure is the history being unavailable, with the repository's message")
    func storageFailure() async {
        let message = "the search history could not be written: disk I/O error"
        let repository = MockMediaSearchHistoryRepository(record: .failure(.storage(message)))

        await #expect(throws: MediaSearchHistoryError.unavailable(message)) {
            try await makeUseCase(repository).execute(query: "dune", kind: .movie)
        }
    }

    /// Seconds since 1970, one more at each reading.
    private final class Clock: Sendable {
        private let seconds = Mutex(0.0)

        func tick() -> Date {
            Date(
                timeIntervalSince1970: seconds.withLock {
                    $0 += 1
                    return $0
                })
        }
    }
}
