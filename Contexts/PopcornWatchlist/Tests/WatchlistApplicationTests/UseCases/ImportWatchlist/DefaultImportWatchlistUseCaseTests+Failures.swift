import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

/// Unresolved rows, unreachable sources, unreadable files and watchlists.
extension DefaultImportWatchlistUseCaseTests {
    static let withUnknownTitles = "tmdb_id,kind\n603,movie\n999999999,movie\n888888888,tv\n"

    var unknownTitlesProvider: MockWatchlistTitleProvider {
        MockWatchlistTitleProvider([
            Self.matrix.id: .success(Self.matrix),
            WatchlistItemID(kind: .movie, tmdbID: 999_999_999): .failure(.notFound),
            WatchlistItemID(kind: .tvSeries, tmdbID: 888_888_888): .failure(.notFound),
        ])
    }

    @Test("rows naming titles TMDb does not have fail the import, naming them in the file's order; nothing is written")
    func unresolvedFailsWholeImport() async {
        let repository = repository()

        await #expect(
            throws: WatchlistError.unresolvedImport([
                UnresolvedImportRow(line: 3, description: "movie 999999999"),
                UnresolvedImportRow(line: 4, description: "tv 888888888"),
            ])
        ) {
            try await useCase(repository, unknownTitlesProvider).execute(Self.withUnknownTitles, skipUnresolved: false)
        }
        #expect(repository.importEntriesCalledWith.isEmpty)
    }

    @Test("with skipUnresolved the other rows are imported, and the skipped rows reported")
    func skipUnresolved() async throws {
        let repository = repository()

        let report = try await useCase(repository, unknownTitlesProvider)
            .execute(Self.withUnknownTitles, skipUnresolved: true)

        #expect(repository.importEntriesCalledWith == [[WatchlistEntry(title: Self.matrix, addedAt: Self.now)]])
        #expect(
            report
                == WatchlistImportReport(
                    added: 1, alreadyThere: 0,
                    skipped: [
                        UnresolvedImportRow(line: 3, description: "movie 999999999"),
                        UnresolvedImportRow(line: 4, description: "tv 888888888"),
                    ]))
    }

    @Test(
        "a title that cannot be had from TMDb fails the import with its cause, even skipping unresolved rows",
        arguments: [false, true])
    func providerFailure(skipUnresolved: Bool) async {
        let repository = repository()
        let titleProvider = MockWatchlistTitleProvider([
            Self.matrix.id: .success(Self.matrix),
            Self.heat.id: .failure(.unreachable("TMDb could not be reached")),
        ])

        await #expect(throws: WatchlistError.source(.unreachable("TMDb could not be reached"))) {
            try await useCase(repository, titleProvider)
                .execute("tmdb_id,kind\n603,movie\n949,movie\n", skipUnresolved: skipUnresolved)
        }
        #expect(repository.importEntriesCalledWith.isEmpty)
    }

    @Test("a file no format reads is malformedImport naming its line, before the watchlist is read")
    func malformedFile() async {
        let repository = MockWatchlistRepository()

        await #expect {
            try await useCase(repository).execute("tmdb_id,kind\n603,movie\nabc,movie\n", skipUnresolved: true)
        } throws: { error in
            guard case WatchlistError.malformedImport(line: 3, let reason) = error else {
                return false
            }
            return reason.contains("tmdb_id")
        }
        #expect(repository.entriesCallCount == 0)
    }

    @Test("a watchlist that cannot be read is unavailable, and nothing is asked of TMDb")
    func unreadableWatchlist() async {
        let repository = MockWatchlistRepository(entries: .failure(.storage("the watchlist is damaged")))
        let titleProvider = MockWatchlistTitleProvider()

        await #expect(throws: WatchlistError.unavailable("the watchlist is damaged")) {
            try await useCase(repository, titleProvider).execute("tmdb_id,kind\n603,movie\n", skipUnresolved: false)
        }
        #expect(titleProvider.callCount == 0)
    }

    @Test("a watchlist that cannot be written is unavailable, with the store's message")
    func unwritableWatchlist() async {
        let repository = MockWatchlistRepository(entries: .success([]))
        repository.stub { $0.importEntries = { _ in .failure(.storage("the watchlist could not be written: full")) } }

        await #expect(throws: WatchlistError.unavailable("the watchlist could not be written: full")) {
            try await useCase(repository).execute(WatchlistCSV.text(for: [.mock()]), skipUnresolved: false)
        }
        #expect(repository.importEntriesCalledWith == [[.mock()]])
    }
}
