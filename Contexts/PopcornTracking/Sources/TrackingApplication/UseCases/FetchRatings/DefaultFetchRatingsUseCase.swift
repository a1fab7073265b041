import TrackingDomain

/// Reads through the repository and maps each rating.
struct DefaultFetchRatingsUseCase: FetchRatingsUseCase {
    private let repository: any TrackingRepository
    private let mapper = TrackingDetailsMapper()

    init(repository: some TrackingRepository) {
        self.repository = repository
    }

    func execute(kind: TrackedKind?) async throws(TrackingError) -> [RatingDetails] {
        do {
            return try await repository.ratings(kind: kind).map(mapper.map)
        } catch {
            throw TrackingError(storage: error)
        }
    }
}
