import CoreDomain
import TrackingDomain

/// Reads the diary through the repository: one read per question, none of TMDb.
struct DefaultFetchViewingUseCase: FetchViewingUseCase {
    private let repository: any TrackingRepository
    private let mapper = TrackingDetailsMapper()

    init(repository: some TrackingRepository) {
        self.repository = repository
    }

    func execute(_ item: TrackedItem) async throws(TrackingError) -> ViewingDetails {
        let viewing: ItemViewing
        do {
            viewing = try await repository.viewing(of: item)
        } catch {
            throw TrackingError(storage: error)
        }
        return ViewingDetails(
            watchCount: viewing.watchCount, lastWatchedAt: viewing.lastWatchedOn?.description,
            yourRating: viewing.rating?.value)
    }

    func seasonsForProgress(ofSeries seriesID: Int) async throws(TrackingError) -> Set<Int> {
        try await watched(seriesID).map(SeriesProgress.seasonsToAsk) ?? []
    }

    func progress(through series: TrackedSeries) async throws(TrackingError) -> SeriesProgressDetails? {
        try await watched(series.id).map { mapper.map(SeriesProgress(series: series, watched: $0)) }
    }

    func lastWatchedDays() async throws(TrackingError) -> [TrackedItem: String] {
        do {
            return try await repository.lastWatchedDays().mapValues(\.description)
        } catch {
            throw TrackingError(storage: error)
        }
    }

    func episodeWatchCounts(ofSeries seriesID: Int, seasonNumber: Int) async throws(TrackingError) -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for watch in try await episodeWatches(seriesID) {
            if case .episode(_, seasonNumber, let episode) = watch.item {
                counts[episode, default: 0] += 1
            }
        }
        return counts
    }

    private func watched(_ seriesID: Int) async throws(TrackingError) -> WatchedSeries? {
        WatchedSeries.grouping(try await episodeWatches(seriesID)).first
    }

    private func episodeWatches(_ seriesID: Int) async throws(TrackingError) -> [Watch] {
        do {
            return try await repository.episodeWatches(ofSeries: seriesID)
        } catch {
            throw TrackingError(storage: error)
        }
    }
}
