import CoreDomain
import Foundation
import WatchlistDomain

/// Sets or clears the entry's watched date through the repository.
struct DefaultMarkWatchlistEntryWatchedUseCase: MarkWatchlistEntryWatchedUseCase {
    private let repository: any WatchlistRepository
    private let now: @Sendable () -> Date
    private let mapper = WatchlistEntryDetailsMapper()

    init(repository: some WatchlistRepository, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.now = now
    }

    func execute(_ id: WatchlistItemID, watched: Bool) async throws(WatchlistError) -> WatchlistEntryDetails {
        let updated: WatchlistEntry?
        do {
            if watched, let existing = try await repository.entry(id), existing.watchedAt != nil {
                updated = existing
            } else {
                updated = try await repository.setWatched(id, at: watched ? now() : nil)
            }
        } catch {
            throw WatchlistError(storage: error)
        }
        guard let updated else {
            throw .notOnWatchlist(id)
        }
        return mapper.map(updated, imagesConfiguration: nil)
    }
}
