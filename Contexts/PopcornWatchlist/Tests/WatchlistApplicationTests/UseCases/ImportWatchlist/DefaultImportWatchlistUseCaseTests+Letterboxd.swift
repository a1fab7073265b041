import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

/// Letterboxd's watchlist export: movies named by name and year, resolved through Search, then TMDb.
extension DefaultImportWatchlistUseCaseTests {
    static let letterboxdHeader = "Date,Name,Year,Letterboxd URI\n"

    @Test("a named row is resolved to a movie by name and year, then asked for, and added on its day")
    func resolvesNamedRows() async throws {
        let repository = repository()
        let titleResolver = MockWatchlistTitleResolver([
            "The Matrix": .success(Self.matrix.id), "Heat": .success(Self.heat.id),
        ])
        let titleProvider = MockWatchlistTitleProvider(titles: [Self.matrix, Self.heat])

        let report = try await useCase(repository, titleProvider, titleResolver).execute(
            Self.letterboxdHeader + "2024-03-01,The Matrix,1999,https://boxd.it/x\n,Heat,,https://boxd.it/y\n",
            skipUnresolved: false)

        #expect(
            Set(titleResolver.calledWith.map { "\($0.name)|\($0.year.map(String.init) ?? "-")|\($0.kind)" })
                == ["The Matrix|1999|movie", "Heat|-|movie"])
        #expect(titleProvider.calledWith.sorted() == [Self.matrix.id, Self.heat.id])
        #expect(
            repository.importEntriesCalledWith == [
                [
                    WatchlistEntry(title: Self.matrix, addedAt: .mockDay(year: 2024, month: 3, day: 1)),
                    WatchlistEntry(title: Self.heat, addedAt: Self.now),
                ]
            ])
        #expect(report == WatchlistImportReport(added: 2, alreadyThere: 0))
    }

    @Test("a named row that resolves to a title already on the watchlist is not asked for, and stays as it is")
    func namedRowAlreadyThere() async throws {
        let mine = WatchlistEntry.mock(note: "mine")
        let repository = repository(holding: [mine])
        let titleResolver = MockWatchlistTitleResolver(["Fight Club": .success(mine.id)])
        let titleProvider = MockWatchlistTitleProvider()

        _ = try await useCase(repository, titleProvider, titleResolver).execute(
            Self.letterboxdHeader + "2024-03-01,Fight Club,1999,https://boxd.it/2a\n", skipUnresolved: false)

        #expect(titleResolver.calledWith == [.init(name: "Fight Club", year: 1999, kind: .movie)])
        #expect(titleProvider.callCount == 0)
        #expect(repository.importEntriesCalledWith == [[mine]])
    }

    @Test("a name that names no single movie, or one TMDb does not have, is unresolved: nothing is written")
    func unresolvedNames() async {
        let repository = repository()
        let titleResolver = MockWatchlistTitleResolver([
            "Fight Clubb": .success(nil), "Heat": .success(Self.heat.id), "Gone": .success(Self.matrix.id),
        ])
        let titleProvider = MockWatchlistTitleProvider([
            Self.heat.id: .success(Self.heat), Self.matrix.id: .failure(.notFound),
        ])

        await #expect(
            throws: WatchlistError.unresolvedImport([
                UnresolvedImportRow(line: 2, description: #""Fight Clubb" (1999)"#),
                UnresolvedImportRow(line: 4, description: #""Gone""#),
            ])
        ) {
            try await useCase(repository, titleProvider, titleResolver).execute(
                Self.letterboxdHeader + "2024-03-01,Fight Clubb,1999,x\n2024-03-02,Heat,1995,y\n2024-03-03,Gone,,z\n",
                skipUnresolved: false)
        }
        #expect(repository.importEntriesCalledWith.isEmpty)
    }

    @Test("a search that fails fails the import with its cause, and nothing is written", arguments: [false, true])
    func resolverFailure(skipUnresolved: Bool) async {
        let repository = repository()
        let titleResolver = MockWatchlistTitleResolver(["Heat": .failure(.rateLimited("slow down"))])

        await #expect(throws: WatchlistError.source(.rateLimited("slow down"))) {
            try await useCase(repository, MockWatchlistTitleProvider(), titleResolver).execute(
                Self.letterboxdHeader + "2024-03-02,Heat,1995,y\n", skipUnresolved: skipUnresolved)
        }
        #expect(repository.importEntriesCalledWith.isEmpty)
    }
}
