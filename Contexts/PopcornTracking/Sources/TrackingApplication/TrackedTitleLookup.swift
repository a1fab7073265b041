import CoreDomain
import TrackingDomain

/// Names the items a command logs or rates, through the title provider: one request per movie or
/// series and one per season named, however many of its episodes. Checks that each episode exists
/// and, for a watch, that it had aired by the day it was watched.
struct TrackedTitleLookup: Sendable {
    let provider: any TrackingTitleProviding

    /// The titles of `items`, in their order; `airedBy` refuses an episode that had not aired by then.
    func titles(of items: [TrackedItem], airedBy day: WatchDay?) async throws(TrackingError) -> [TrackedTitle] {
        var seasons: [SeasonKey: TrackedSeason] = [:]
        var names: [TrackedItem: String] = [:]
        var titles: [TrackedTitle] = []
        for item in items {
            switch item {
            case .movie(let id), .series(let id):
                if names[item] == nil {
                    names[item] = try await lookUp(item) { () async throws(DataAccessError) in
                        item.kind == .movie
                            ? try await provider.movieTitle(id: id) : try await provider.seriesName(id: id)
                    }
                }
                titles.append(TrackedTitle(item: item, name: names[item] ?? ""))
            case .episode(let seriesID, let seasonNumber, let episodeNumber):
                let key = SeasonKey(seriesID: seriesID, seasonNumber: seasonNumber)
                if seasons[key] == nil {
                    seasons[key] = try await lookUp(item) { () async throws(DataAccessError) in
                        try await provider.season(seasonNumber, ofSeries: seriesID)
                    }
                }
                guard let season = seasons[key],
                    let episode = season.episodes.first(where: { $0.episodeNumber == episodeNumber })
                else {
                    throw .titleNotFound(item)
                }
                if let day, episode.airDay.map({ $0 > day }) ?? true {
                    throw .notAired(item, airDay: episode.airDay, watchedOn: day)
                }
                titles.append(TrackedTitle(item: item, name: season.seriesName, episodeName: episode.name))
            }
        }
        return titles
    }

    private func lookUp<Value>(
        _ item: TrackedItem, _ request: () async throws(DataAccessError) -> Value
    ) async throws(TrackingError) -> Value {
        do {
            return try await request()
        } catch {
            switch error {
            case .notFound: throw .titleNotFound(item)
            default: throw .source(error, about: item)
            }
        }
    }

    private struct SeasonKey: Hashable {
        let seriesID: Int
        let seasonNumber: Int
    }
}
