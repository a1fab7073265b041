import CoreDomain
import Foundation
import WatchlistDomain

/// Reads the entry (marking it watched writes nothing here: the diary records the watch) or
/// clears its own mark, then says what the diary makes of it.
struct DefaultMarkWatchlistEntryWatchedUseCase: MarkWatchlistEntryWatchedUseCase {
    private let repository: any WatchlistRepository
    private let viewingProvider: (any WatchlistViewingProviding)?
    private let mapper = WatchlistEntryDetailsMapper()

    init(repository: some WatchlistRepository, viewingProvider: (any WatchlistViewingProviding)? = nil) {
        self.repository = repository
        self.viewingProvider = viewingProvider
    }

    func execute(_ id: WatchlistItemID, watched: Bool) async throws(WatchlistError) -> WatchlistEntryDetails {
        let entry: WatchlistEntry?
        do {
            entry = watched ? try await repository.entry(id) : try await repository.setWatched(id, at: nil)
        } catch {
            throw WatchlistError(storage: error)
        }
        guard let entry else {
            throw .notOnWatchlist(id)
        }
        let lastWatched = await viewingProvider?.lastWatched()[id]
        return mapper.map(entry, imagesConfiguration: nil, lastWatched: lastWatched)
    }
}
