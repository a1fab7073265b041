import Foundation
import TrackingDomain

/// Checks the value on TMDb's scale, names the item (checking that it exists), then stores the
/// rating through the repository.
struct DefaultRateItemUseCase: RateItemUseCase {
    private let repository: any TrackingRepository
    private let lookup: TrackedTitleLookup
    private let now: @Sendable () -> Date
    private let mapper = TrackingDetailsMapper()

    init(
        repository: some TrackingRepository, titleProvider: some TrackingTitleProviding,
        now: @escaping @Sendable () -> Date
    ) {
        self.repository = repository
        lookup = TrackedTitleLookup(provider: titleProvider)
        self.now = now
    }

    func execute(_ item: TrackedItem, rating: Double) async throws(TrackingError) -> RatingDetails {
        guard let value = RatingValue(rating) else {
            throw .invalidRating(rating)
        }
        let title = try await lookup.title(of: item, airedBy: nil)
        do {
            return mapper.map(try await repository.rate(title, value, at: now()))
        } catch {
            throw TrackingError(storage: error)
        }
    }
}
