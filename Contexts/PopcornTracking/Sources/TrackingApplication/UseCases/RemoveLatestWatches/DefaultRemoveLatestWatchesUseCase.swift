import TrackingDomain

/// Removes through the repository, in one transaction.
struct DefaultRemoveLatestWatchesUseCase: RemoveLatestWatchesUseCase {
    private let repository: any TrackingRepository
    private let mapper = TrackingDetailsMapper()

    init(repository: some TrackingRepository) {
        self.repository = repository
    }

    func execute(_ items: [TrackedItem]) async throws(TrackingError) -> [WatchDetails] {
        if let series = items.first(where: { !$0.isWatchable }) {
            throw .notWatchable(series)
        }
        let removed: [Watch]
        do {
            removed = try await repository.removeLatestWatch(of: items)
        } catch {
            throw TrackingError(storage: error)
        }
        guard !removed.isEmpty else {
            throw .notWatched
        }
        return removed.map(mapper.map)
    }
}
