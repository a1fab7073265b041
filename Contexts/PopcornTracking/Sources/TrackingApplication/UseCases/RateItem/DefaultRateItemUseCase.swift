import Foundation
import TrackingDomain

/// Checks the value on TMDb's scale, then stores it through the repository.
struct DefaultRateItemUseCase: RateItemUseCase {
    private let repository: any TrackingRepository
    private let now: @Sendable () -> Date
    private let mapper = TrackingDetailsMapper()

    init(repository: some TrackingRepository, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.now = now
    }

    func execute(_ item: TrackedItem, rating: Double) async throws(TrackingError) -> RatingDetails {
        guard let value = RatingValue(rating) else {
            throw .invalidRating(rating)
        }
        do {
            return mapper.map(try await repository.rate(item, value, at: now()))
        } catch {
            throw TrackingError(storage: error)
        }
    }
}
