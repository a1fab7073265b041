import Foundation
import TrackingDomain

/// Reads and changes the ratings through the repository, as the sync asks.
struct DefaultSyncRatingsUseCase: SyncRatingsUseCase {
    let repository: any TrackingRepository
    let now: @Sendable () -> Date
    private let mapper = TrackingDetailsMapper()

    init(repository: some TrackingRepository, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.now = now
    }

    func marks() async throws(TrackingError) -> (ratings: [RatingDetails], cleared: [ClearedRatingDetails]) {
        do {
            let marks = try await repository.ratingMarks()
            return (
                marks.ratings.map(mapper.map),
                marks.cleared.map { ClearedRatingDetails(item: mapper.map($0.title), clearedAt: $0.clearedAt) }
            )
        } catch {
            throw TrackingError(storage: error)
        }
    }

    func apply(setting: [RatingDetails], clearing: [TrackedItemDetails]) async throws(TrackingError) {
        var ratings: [Rating] = []
        for details in setting {
            guard let value = RatingValue(details.rating), let title = Self.title(details.item) else {
                throw .invalidRating(details.rating)
            }
            ratings.append(Rating(title: title, value: value, ratedAt: details.ratedAt))
        }
        do {
            try await repository.applyRatingSync(
                setting: ratings, clearing: clearing.compactMap { Self.title($0)?.item }, at: now())
        } catch {
            throw TrackingError(storage: error)
        }
    }

    /// The title the details name, or `nil` for an episode without its numbers.
    private static func title(_ details: TrackedItemDetails) -> TrackedTitle? {
        let item: TrackedItem
        switch details.kind {
        case .movie: item = .movie(id: details.tmdbID)
        case .tv: item = .series(id: details.tmdbID)
        case .episode:
            guard let season = details.seasonNumber, let episode = details.episodeNumber else {
                return nil
            }
            item = .episode(seriesID: details.tmdbID, seasonNumber: season, episodeNumber: episode)
        }
        return TrackedTitle(item: item, name: details.title, episodeName: details.episodeName)
    }
}
