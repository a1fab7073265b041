import TrackingDomain

/// Removes through the repository, in one transaction.
struct DefaultRemoveWatchUseCase: RemoveWatchUseCase {
    private let repository: any TrackingRepository
    private let mapper = TrackingDetailsMapper()

    init(repository: some TrackingRepository) {
        self.repository = repository
    }

    func execute(id: Watch.ID) async throws(TrackingError) -> WatchDetails {
        let removed: Watch?
        do {
            removed = try await repository.removeWatch(id: id)
        } catch {
            throw TrackingError(storage: error)
        }
        guard let removed else {
            throw .notWatched
        }
        return mapper.map(removed)
    }
}
