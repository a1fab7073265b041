import CoreDomain
import Foundation
import WatchlistDomain

/// Removes the entry through the repository and maps what it was.
struct DefaultRemoveFromWatchlistUseCase: RemoveFromWatchlistUseCase {
    private let repository: any WatchlistRepository
    private let mapper = WatchlistEntryDetailsMapper()

    init(repository: some WatchlistRepository) {
        self.repository = repository
    }

    func execute(_ id: WatchlistItemID) async throws(WatchlistError) -> WatchlistEntryDetails {
        let removed: WatchlistEntry?
        do {
            removed = try await repository.remove(id)
        } catch {
            throw WatchlistError(storage: error)
        }
        guard let removed else {
            throw .notOnWatchlist(id)
        }
        return mapper.map(removed, imagesConfiguration: nil)
    }
}
