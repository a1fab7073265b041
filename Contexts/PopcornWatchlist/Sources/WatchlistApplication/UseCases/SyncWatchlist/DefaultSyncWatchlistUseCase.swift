import Foundation
import WatchlistDomain

/// Reads and changes the watchlist through the repository, as the sync asks.
struct DefaultSyncWatchlistUseCase: SyncWatchlistUseCase {
    let repository: any WatchlistRepository

    func titles() async throws(WatchlistError) -> [WatchlistSyncTitle] {
        do {
            return try await repository.entries().map { entry in
                WatchlistSyncTitle(
                    kind: entry.id.kind, tmdbID: entry.id.tmdbID, title: entry.title.title,
                    releaseDate: entry.title.releaseDate, posterPath: entry.title.posterPath?.relativeString,
                    voteAverage: entry.title.voteAverage, addedAt: entry.addedAt)
            }
        } catch {
            throw WatchlistError(storage: error)
        }
    }

    func apply(adding: [WatchlistSyncTitle], removing: [WatchlistSyncTitle], at date: Date)
        async throws(WatchlistError)
    {
        let second = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        let entries = adding.map { title in
            WatchlistEntry(
                title: WatchlistTitle(
                    id: WatchlistItemID(kind: title.kind, tmdbID: title.tmdbID), title: title.title,
                    releaseDate: title.releaseDate, posterPath: title.posterPath.flatMap { URL(string: $0) },
                    voteAverage: title.voteAverage),
                addedAt: second)
        }
        do {
            try await repository.applySync(
                adding: entries, removing: removing.map { WatchlistItemID(kind: $0.kind, tmdbID: $0.tmdbID) })
        } catch {
            throw WatchlistError(storage: error)
        }
    }
}
