import Foundation
import Testing
import WatchlistDomain
import WatchlistInfrastructure
import WatchlistTestHelpers

extension DefaultWatchlistRepositoryTests {
    @Test("the sync's additions and removals are made in one call; a title already there keeps its entry")
    func applySync() async throws {
        _ = try await repository.add(fightClub.title, at: fightClub.addedAt)
        let kept = try await repository.setNote(fightClub.id, to: "with Sam")
        let alien = WatchlistEntry.mock(tmdbID: 348, title: "Alien", addedAt: Self.later)

        try await repository.applySync(
            adding: [alien, WatchlistEntry(title: fightClub.title, addedAt: Self.later)], removing: [])
        #expect(try await repository.entries() == [try #require(kept), alien])

        try await repository.applySync(adding: [breakingBad], removing: [fightClub.id, alien.id])
        #expect(try await repository.entries() == [breakingBad])
        #expect(try rowCount() == 1)
    }

    @Test("a sync that only removes makes no watchlist file where there is none")
    func applySyncRemovingNothing() async throws {
        let directory = try TemporaryWatchlistDirectory()
        defer { directory.remove() }
        let repository = DefaultWatchlistRepository(store: directory.store())

        try await repository.applySync(adding: [], removing: [fightClub.id])

        #expect(directory.contents() == [])
    }
}
