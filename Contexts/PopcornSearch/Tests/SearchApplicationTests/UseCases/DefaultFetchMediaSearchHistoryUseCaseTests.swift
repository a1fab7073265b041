import CoreDomain
import Foundation
import SearchDomain
import SearchTestHelpers
import Testing

@testable import SearchApplication

@Suite("DefaultFetchMediaSearchHistoryUseCase")
struct DefaultFetchMediaSearchHistoryUseCaseTests {
    @Test("it asks for the limit and maps the entries in the repository's order")
    func fetches() async throws {
        let entries: [MediaSearchHistoryEntry] = [
            .mock(query: "Dune", kind: .movie),
            .mock(query: "Amélie", searchedAt: Date(timeIntervalSince1970: 1_600_000_000)),
        ]
        let repository = MockMediaSearchHistoryRepository(entries: .success(entries))

        let history = try await DefaultFetchMediaSearchHistoryUseCase(historyRepository: repository).execute(limit: 20)

        #expect(repository.entriesCalledWith == [20])
        #expect(history.results.map(\.query) == ["Dune", "Amélie"])
        #expect(history.results.map(\.kind) == [.movie, .all])
        #expect(history.results.last?.searchedAt == Date(timeIntervalSince1970: 1_600_000_000))
        #expect(history.totalResults == 2)
        #expect(history.totalPages == 1)
    }

    @Test("an empty history has no pages")
    func empty() async throws {
        let repository = MockMediaSearchHistoryRepository(entries: .success([]))

        let history = try await DefaultFetchMediaSearchHistoryUseCase(historyRepository: repository).execute(limit: 5)

        #expect(history == MediaSearchHistoryDetails(results: []))
        #expect(history.totalPages == 0)
    }

    @Test("a storage failure is the history being unavailable, with the repository's message")
    func failure() async {
        let repository = MockMediaSearchHistoryRepository(entries: .failure(.storage("the search history is damaged")))

        await #expect(throws: MediaSearchHistoryError.unavailable("the search history is damaged")) {
            try await DefaultFetchMediaSearchHistoryUseCase(historyRepository: repository).execute(limit: 5)
        }
    }
}
