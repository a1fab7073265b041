import CoreDomain
import Foundation
import WatchlistDomain

/// Looks the entry up through the repository.
struct DefaultCheckWatchlistUseCase: CheckWatchlistUseCase {
    private let repository: any WatchlistRepository

    init(repository: some WatchlistRepository) {
        self.repository = repository
    }

    func execute(_ id: WatchlistItemID) async throws(WatchlistError) -> Bool {
        do {
            return try await repository.entry(id) != nil
        } catch {
            throw WatchlistError(storage: error)
        }
    }
}
