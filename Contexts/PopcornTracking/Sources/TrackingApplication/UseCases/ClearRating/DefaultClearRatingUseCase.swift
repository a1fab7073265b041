import Foundation
import TrackingDomain

/// Clears through the repository.
struct DefaultClearRatingUseCase: ClearRatingUseCase {
    private let repository: any TrackingRepository
    private let now: @Sendable () -> Date
    private let mapper = TrackingDetailsMapper()

    init(repository: some TrackingRepository, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.now = now
    }

    func execute(_ item: TrackedItem) async throws(TrackingError) -> RatingDetails {
        let cleared: Rating?
        do {
            cleared = try await repository.clearRating(of: item, at: now())
        } catch {
            throw TrackingError(storage: error)
        }
        guard let cleared else {
            throw .notRated(item)
        }
        return mapper.map(cleared)
    }
}
