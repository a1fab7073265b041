import TrackingDomain

/// Reads through the repository and maps each entry.
struct DefaultFetchHistoryUseCase: FetchHistoryUseCase {
    private let repository: any TrackingRepository
    private let mapper = TrackingDetailsMapper()

    init(repository: some TrackingRepository) {
        self.repository = repository
    }

    func execute(kind: TrackedKind?, since day: WatchDay?) async throws(TrackingError) -> [WatchDetails] {
        do {
            return try await repository.history(kind: kind, since: day).map(mapper.map)
        } catch {
            throw TrackingError(storage: error)
        }
    }
}
