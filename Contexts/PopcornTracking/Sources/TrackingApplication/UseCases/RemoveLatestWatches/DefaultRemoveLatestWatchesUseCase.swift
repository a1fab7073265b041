import CoreDomain
import TrackingDomain

/// Finds the episodes of a range among the series' watches, then removes through the repository
/// in one transaction.
struct DefaultRemoveLatestWatchesUseCase: RemoveLatestWatchesUseCase {
    private let repository: any TrackingRepository
    private let mapper = TrackingDetailsMapper()

    init(repository: some TrackingRepository) {
        self.repository = repository
    }

    func execute(_ selection: TrackedSelection) async throws(TrackingError) -> [WatchDetails] {
        if case .item(let item) = selection, !item.isWatchable {
            throw .notWatchable(item)
        }
        let removed: [Watch]
        do {
            removed = try await repository.removeLatestWatch(of: try await items(of: selection))
        } catch {
            throw TrackingError(storage: error)
        }
        guard !removed.isEmpty else {
            throw .notWatched
        }
        return removed.map(mapper.map)
    }

    /// The item, or the watched episodes of the range in episode order.
    private func items(of selection: TrackedSelection) async throws(DataAccessError) -> [TrackedItem] {
        switch selection {
        case .item(let item):
            return [item]
        case .episodes(let seriesID, let range):
            let watched = Set(
                try await repository.episodeWatches(ofSeries: seriesID).compactMap { watch -> SeasonEpisode? in
                    guard case .episode(_, let season, let episode) = watch.item else {
                        return nil
                    }
                    return SeasonEpisode(season, episode)
                })
            return watched.filter(range.contains).sorted().map {
                .episode(seriesID: seriesID, seasonNumber: $0.seasonNumber, episodeNumber: $0.episodeNumber)
            }
        }
    }
}
