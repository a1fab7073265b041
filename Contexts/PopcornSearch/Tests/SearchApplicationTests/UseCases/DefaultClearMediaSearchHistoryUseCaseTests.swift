import CoreDomain
import Foundation
import SearchDomain
import Testing

@testable import SearchApplication

@Suite("DefaultClearMediaSearchHistoryUseCase")
struct DefaultClearMediaSearchHistoryUseCaseTests {
    @Test("it clears the history once and returns how many entries there were")
    func clears() async throws {
        let repository = MockMediaSearchHistoryRepository(clear: .success(7))

        let deleted = try await DefaultClearMediaSearchHistoryUseCase(historyRepository: repository).execute()

        #expect(deleted == 7)
        #expect(repository.clearCallCount == 1)
    }

    @Test("a storage failure is the history being unavailable, with the repository's message")
    func failure() async {
        let repository = MockMediaSearchHistoryRepository(clear: .failure(.storage("the search history is locked")))

        await #expect(throws: MediaSearchHistoryError.unavailable("the search history is locked")) {
            try await DefaultClearMediaSearchHistoryUseCase(historyRepository: repository).execute()
        }
    }
}
