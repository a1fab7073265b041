import CoreDomain
import Foundation
import SearchDomain
import SearchInfrastructure
import SearchTestHelpers
import Testing

@Suite("DefaultMediaSearchHistoryRepository")
struct DefaultMediaSearchHistoryRepositoryTests {
    @Test("recording hands the entry to the data source")
    func record() async throws {
        let local = MockMediaSearchHistoryLocalDataSource(record: .success(()))

        try await DefaultMediaSearchHistoryRepository(localDataSource: local).record(.mock())

        #expect(local.recordCalledWith == [.mock()])
    }

    @Test("entries are the data source's, for the same limit")
    func entries() async throws {
        let local = MockMediaSearchHistoryLocalDataSource(entries: .success([.mock(), .mock(query: "Dune")]))

        let entries = try await DefaultMediaSearchHistoryRepository(localDataSource: local).entries(limit: 25)

        #expect(entries == [.mock(), .mock(query: "Dune")])
        #expect(local.entriesCalledWith == [25])
    }

    @Test("clearing deletes everything in the data source and returns its count")
    func clear() async throws {
        let local = MockMediaSearchHistoryLocalDataSource(deleteAll: .success(4))

        #expect(try await DefaultMediaSearchHistoryRepository(localDataSource: local).clear() == 4)
        #expect(local.deleteAllCallCount == 1)
    }

    @Test("data source failures pass through unchanged")
    func failures() async {
        let failure = DataAccessError.storage("the search history /data/search-history.sqlite is damaged")
        let local = MockMediaSearchHistoryLocalDataSource(
            record: .failure(failure), entries: .failure(failure), deleteAll: .failure(failure))
        let repository = DefaultMediaSearchHistoryRepository(localDataSource: local)

        await #expect(throws: failure) { try await repository.record(.mock()) }
        await #expect(throws: failure) { try await repository.entries(limit: 1) }
        await #expect(throws: failure) { try await repository.clear() }
    }

    @Test("it works over the real data source and store")
    func realStore() async throws {
        let repository = DefaultMediaSearchHistoryRepository(
            localDataSource: GRDBMediaSearchHistoryLocalDataSource(store: SearchTestDatabase.historyStore()))

        try await repository.record(.mock(query: "Amélie"))
        try await repository.record(.mock(query: "amelie", searchedAt: Date(timeIntervalSince1970: 1_700_000_060)))

        #expect(try await repository.entries(limit: 10).map(\.query) == ["amelie"])
        #expect(try await repository.clear() == 1)
    }
}
