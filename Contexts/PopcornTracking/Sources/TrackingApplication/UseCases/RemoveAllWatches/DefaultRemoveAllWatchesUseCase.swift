import TrackingDomain

/// Removes through the repository, in one transaction.
struct DefaultRemoveAllWatchesUseCase: RemoveAllWatchesUseCase {
    private let repository: any TrackingRepository
    private let mapper = TrackingDetailsMapper()

    init(repository: some TrackingRepository) {
        self.repository = repository
    }

    func execute(_ item: TrackedItem) async throws(TrackingError) -> [WatchDetails] {
        do {
            return try await repository.removeAllWatches(of: item).map(mapper.map)
        } catch {
            throw TrackingError(storage: error)
        }
    }
}
