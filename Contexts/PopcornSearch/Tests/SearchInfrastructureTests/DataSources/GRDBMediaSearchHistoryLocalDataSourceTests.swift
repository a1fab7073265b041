import CoreDomain
import DataPersistence
import Foundation
import GRDB
import SearchDomain
import SearchInfrastructure
import Testing

@Suite("GRDBMediaSearchHistoryLocalDataSource")
struct GRDBMediaSearchHistoryLocalDataSourceTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    let store = SearchTestDatabase.historyStore()
    let dataSource: GRDBMediaSearchHistoryLocalDataSource

    init() {
        dataSource = GRDBMediaSearchHistoryLocalDataSource(store: store)
    }

    func entry(_ query: String, kind: MediaSearchKind = .all, minutes: Int) -> MediaSearchHistoryEntry {
        MediaSearchHistoryEntry(
            query: query, kind: kind, searchedAt: Self.start.addingTimeInterval(Double(minutes) * 60))
    }

    func rowCount() throws -> Int {
        try SearchTestDatabase.count("search_media_search_history_entry", in: store.writer())
    }

    @Test("entries come back newest first")
    func newestFirst() async throws {
        try await dataSource.record(entry("dune", minutes: 1))
        try await dataSource.record(entry("amelie", minutes: 3))
        try await dataSource.record(entry("fight club", minutes: 2))

        let entries = try await dataSource.entries(limit: 10)

        #expect(entries == [entry("amelie", minutes: 3), entry("fight club", minutes: 2), entry("dune", minutes: 1)])
    }

    @Test("searches made at the same instant come back in the order they were recorded, newest first")
    func sameInstant() async throws {
        try await dataSource.record(entry("dune", minutes: 0))
        try await dataSource.record(entry("amelie", minutes: 0))

        #expect(try await dataSource.entries(limit: 10).map(\.query) == ["amelie", "dune"])
    }

    @Test("at most limit entries are returned, the newest")
    func limit() async throws {
        for minute in 0..<5 {
            try await dataSource.record(entry("search \(minute)", minutes: minute))
        }

        #expect(try await dataSource.entries(limit: 2).map(\.query) == ["search 4", "search 3"])
    }

    @Test("the same search in another case, accents or spacing is one entry, with the newest spelling and time")
    func dedupe() async throws {
        try await dataSource.record(entry("Amélie  Poulain", kind: .movie, minutes: 1))
        try await dataSource.record(entry("dune", kind: .movie, minutes: 2))
        try await dataSource.record(entry("AMELIE POULAIN", kind: .movie, minutes: 3))

        let entries = try await dataSource.entries(limit: 10)

        #expect(
            entries == [entry("AMELIE POULAIN", kind: .movie, minutes: 3), entry("dune", kind: .movie, minutes: 2)])
        #expect(try rowCount() == 2)
    }

    @Test("the same words searched as different kinds are kept apart")
    func kindsApart() async throws {
        try await dataSource.record(entry("dune", kind: .movie, minutes: 1))
        try await dataSource.record(entry("Dune", kind: .tvSeries, minutes: 2))
        try await dataSource.record(entry("dune", kind: .all, minutes: 3))

        let entries = try await dataSource.entries(limit: 10)

        #expect(entries.map(\.kind) == [.all, .tvSeries, .movie])
        #expect(entries.map(\.query) == ["dune", "Dune", "dune"])
    }

    @Test("the history keeps the newest capacity entries and drops the oldest")
    func capacity() async throws {
        let capacity = GRDBMediaSearchHistoryLocalDataSource.capacity
        for index in 0..<(capacity + 3) {
            try await dataSource.record(entry("search \(index)", minutes: index))
        }

        let entries = try await dataSource.entries(limit: capacity + 10)

        #expect(entries.count == capacity)
        #expect(entries.first?.query == "search \(capacity + 2)")
        #expect(entries.last?.query == "search 3")
        #expect(try rowCount() == capacity)
    }

    @Test("deleting everything returns how many entries there were and leaves none")
    func deleteAll() async throws {
        try await dataSource.record(entry("dune", minutes: 1))
        try await dataSource.record(entry("amelie", kind: .movie, minutes: 2))
        try await dataSource.record(entry("DUNE", minutes: 3))

        #expect(try await dataSource.deleteAll() == 2)
        #expect(try await dataSource.entries(limit: 10).isEmpty)
        #expect(try await dataSource.deleteAll() == 0)
    }

    @Test("an empty history has no entries")
    func empty() async throws {
        #expect(try await dataSource.entries(limit: 10).isEmpty)
    }

    @Test("a store without the history's tables fails reads and writes with storage errors saying which")
    func missingTables() async {
        let broken = GRDBMediaSearchHistoryLocalDataSource(store: UserDataStore(inMemoryWith: []))

        await #expect(
            throws: DataAccessError.storage(
                "the search history could not be written: no such table: search_media_search_history_entry")
        ) {
            try await broken.record(entry("dune", minutes: 0))
        }
        await #expect(
            throws: DataAccessError.storage(
                "the search history could not be read: no such table: search_media_search_history_entry")
        ) {
            try await broken.entries(limit: 10)
        }
    }

    @Test("a store that cannot be opened fails every call with its own error")
    func unopenableStore() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("a file, not a directory".utf8).write(to: directory)
        let store = UserDataStore(
            url: directory.appendingPathComponent("search-history.sqlite"), description: "the search history",
            migrations: [SearchHistoryMigrations()])
        let dataSource = GRDBMediaSearchHistoryLocalDataSource(store: store)

        let error = try #require(
            await #expect(throws: DataAccessError.self) {
                try await dataSource.record(entry("dune", minutes: 0))
            })
        guard case .storage(let message?) = error else {
            Issue.record("expected a storage error, got \(String(describing: error))")
            return
        }
        #expect(message.hasPrefix("the search history \(directory.path)/search-history.sqlite could not be opened"))
        await #expect(throws: error) { try await dataSource.entries(limit: 1) }
        await #expect(throws: error) { try await dataSource.deleteAll() }
    }
}
