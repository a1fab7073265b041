import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

/// Rows that name their title by kind and id (our JSON and CSV, any CSV with `tmdb_id` and `kind`).
@Suite("DefaultImportWatchlistUseCase")
struct DefaultImportWatchlistUseCaseTests {
    static let now = Date(timeIntervalSince1970: 1_796_000_000)

    /// The Matrix, as TMDb describes it when a row gives its id alone.
    static let matrix = WatchlistTitle(
        id: WatchlistItemID(kind: .movie, tmdbID: 603), title: "The Matrix",
        releaseDate: .mockDay(year: 1999, month: 3, day: 31), posterPath: URL(string: "/matrix.jpg"), voteAverage: 8.2)
    /// Heat, as TMDb describes it.
    static let heat = WatchlistTitle(
        id: WatchlistItemID(kind: .movie, tmdbID: 949), title: "Heat",
        releaseDate: .mockDay(year: 1995, month: 12, day: 15), voteAverage: 7.9)

    func useCase(
        _ repository: MockWatchlistRepository,
        _ titleProvider: MockWatchlistTitleProvider = MockWatchlistTitleProvider(),
        _ titleResolver: MockWatchlistTitleResolver = MockWatchlistTitleResolver()
    ) -> DefaultImportWatchlistUseCase {
        DefaultImportWatchlistUseCase(
            repository: repository, titleProvider: titleProvider, titleResolver: titleResolver, now: { Self.now })
    }

    /// A repository holding `existing` whose import adds every entry given.
    func repository(holding existing: [WatchlistEntry] = []) -> MockWatchlistRepository {
        let repository = MockWatchlistRepository(entries: .success(existing))
        repository.stub { $0.importEntries = MockWatchlistRepository.addsEveryEntry }
        return repository
    }

    /// `entries` as `popcorn watchlist export` writes them in `format`.
    func exported(_ entries: [WatchlistEntry], as format: WatchlistExportFormat) async throws -> String {
        try await DefaultExportWatchlistUseCase(repository: MockWatchlistRepository(entries: .success(entries)))
            .execute(format: format)
    }

    @Test(
        "titles the file carries are imported as written, without asking TMDb",
        arguments: WatchlistExportFormat.allCases)
    func carriedTitles(format: WatchlistExportFormat) async throws {
        let repository = repository()
        let titleProvider = MockWatchlistTitleProvider()
        let titleResolver = MockWatchlistTitleResolver()
        let text = try await exported([.mockSeries(), .mock()], as: format)

        let report = try await useCase(repository, titleProvider, titleResolver).execute(text, skipUnresolved: false)

        #expect(repository.importEntriesCalledWith == [[.mockSeries(), .mock()]])
        #expect(report == WatchlistImportReport(added: 2, alreadyThere: 0))
        #expect(titleProvider.callCount == 0)
        #expect(titleResolver.callCount == 0)
        #expect(repository.entriesCallCount == 1)
    }

    @Test("a row without its title asks TMDb for it once, and is added now, in the file's order")
    func asksForMissingTitles() async throws {
        let repository = repository()
        let series = WatchlistEntry.mockSeries().title
        let titleProvider = MockWatchlistTitleProvider(titles: [Self.matrix, series])

        let report = try await useCase(repository, titleProvider)
            .execute("tmdb_id,kind\n603,movie\n1396,TV\n", skipUnresolved: false)

        #expect(titleProvider.calledWith.sorted() == [Self.matrix.id, series.id])
        #expect(
            repository.importEntriesCalledWith == [
                [
                    WatchlistEntry(title: Self.matrix, addedAt: Self.now),
                    WatchlistEntry(title: series, addedAt: Self.now),
                ]
            ])
        #expect(report == WatchlistImportReport(added: 2, alreadyThere: 0))
    }

    @Test("a row without its title keeps the dates and note the file gives it")
    func keepsFileValues() async throws {
        let repository = repository()
        let titleProvider = MockWatchlistTitleProvider(titles: [Self.matrix])

        _ = try await useCase(repository, titleProvider).execute(
            "tmdb_id,kind,added_at,watched_at,note\n603,movie,2026-01-02,2026-12-01T21:30:15Z,\"again, soon\"\n",
            skipUnresolved: false)

        #expect(
            repository.importEntriesCalledWith == [
                [
                    WatchlistEntry(
                        title: Self.matrix, addedAt: .mockDay(year: 2026, month: 1, day: 2),
                        watchedAt: Date(timeIntervalSince1970: 1_796_160_615), note: "again, soon")
                ]
            ])
    }

    @Test("a title already on the watchlist is not asked for, and stays as it is there, not as the file says")
    func alreadyThereIsNotAskedFor() async throws {
        let mine = WatchlistEntry.mock(watchedAt: Date(timeIntervalSince1970: 1_795_700_000), note: "mine")
        let repository = MockWatchlistRepository(entries: .success([mine]))
        repository.stub { state in
            state.importEntries = { entries in
                .success(
                    WatchlistImportResult(added: entries.map(\.id).filter { $0 != mine.id }, alreadyThere: [mine.id]))
            }
        }
        let titleProvider = MockWatchlistTitleProvider(titles: [Self.matrix])

        let report = try await useCase(repository, titleProvider).execute(
            "tmdb_id,kind,title,note\n550,movie,Fight Club (renamed),theirs\n603,movie,,\n550,movie,,\n",
            skipUnresolved: false)

        #expect(titleProvider.calledWith == [Self.matrix.id])
        #expect(
            repository.importEntriesCalledWith == [[mine, WatchlistEntry(title: Self.matrix, addedAt: Self.now), mine]])
        #expect(report == WatchlistImportReport(added: 1, alreadyThere: 1))
    }

    @Test("importing the same file twice adds nothing the second time, and asks TMDb nothing more")
    func importTwice() async throws {
        let repository = repository()
        let titleProvider = MockWatchlistTitleProvider(titles: [Self.matrix])
        let text = "tmdb_id,kind,title,added_at\n550,movie,Fight Club,2026-11-26T04:58:00Z\n603,movie,,\n"

        let first = try await useCase(repository, titleProvider).execute(text, skipUnresolved: false)
        let imported = try #require(repository.importEntriesCalledWith.first)
        repository.stub { state in
            state.entries = .success(imported)
            state.importEntries = { .success(WatchlistImportResult(added: [], alreadyThere: $0.map(\.id))) }
        }
        let second = try await useCase(repository, titleProvider).execute(text, skipUnresolved: false)

        #expect(first == WatchlistImportReport(added: 2, alreadyThere: 0))
        #expect(second == WatchlistImportReport(added: 0, alreadyThere: 2))
        #expect(titleProvider.calledWith == [Self.matrix.id])
        #expect(repository.importEntriesCalledWith.last == imported)
    }

    @Test("rows are resolved concurrently, and still imported in the file's order")
    func resolvesConcurrently() async throws {
        let barrier = CallBarrier(parties: 3)
        let series = WatchlistEntry.mockSeries().title
        let titleProvider = MockWatchlistTitleProvider(titles: [Self.matrix, series, Self.heat], barrier: barrier)
        let repository = repository()

        _ = try await useCase(repository, titleProvider)
            .execute("tmdb_id,kind\n949,movie\n1396,tv\n603,movie\n", skipUnresolved: false)

        #expect(await barrier.timedOut == false)
        #expect(repository.importEntriesCalledWith.first?.map(\.id) == [Self.heat.id, series.id, Self.matrix.id])
    }
}
