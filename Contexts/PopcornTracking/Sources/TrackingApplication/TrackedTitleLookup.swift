import CoreDomain
import TrackingDomain

/// Names what a command logs or rates, through the title provider, in one request per movie or
/// series (two for a whole series, whose seasons it must first learn). Checks that each episode
/// exists and, for a watch, that it had aired by the day it was watched.
struct TrackedTitleLookup: Sendable {
    let provider: any TrackingTitleProviding

    /// The title of one item; `airedBy` refuses an episode that had not aired by then.
    func title(of item: TrackedItem, airedBy day: WatchDay?) async throws(TrackingError) -> TrackedTitle {
        switch item {
        case .movie(let id):
            let name = try await lookUp(item) { () async throws(DataAccessError) in
                try await provider.movieTitle(id: id)
            }
            return TrackedTitle(item: item, name: name)
        case .series(let id):
            return TrackedTitle(item: item, name: try await series(id, seasons: [], about: item).name)
        case .episode(let seriesID, let seasonNumber, let episodeNumber):
            let series = try await series(seriesID, seasons: [seasonNumber], about: item)
            guard let episode = series.episode(seasonNumber, episodeNumber) else {
                throw .titleNotFound(item)
            }
            try check(episode, of: item, airedBy: day)
            return TrackedTitle(item: item, name: series.name, episodeName: episode.name)
        }
    }

    /// The titles of the episodes of `range` that had aired by `day`, in order; refuses a season the
    /// series does not have, a `through` episode that does not exist or had not aired, and a range
    /// with no episode aired yet.
    func titles(ofSeries seriesID: Int, _ range: EpisodeRange, airedBy day: WatchDay) async throws(TrackingError)
        -> [TrackedTitle]
    {
        let about = TrackedItem.series(id: seriesID)
        let series: TrackedSeries
        switch range {
        case .season(let number):
            series = try await self.series(seriesID, seasons: [number], about: about)
            guard series.season(number)?.episodes?.isEmpty == false else {
                throw .seasonNotFound(seriesID: seriesID, seasonNumber: number)
            }
        case .through(let seasonNumber, let episodeNumber):
            // The seasons the series has up to that one (learned first, as for `all`), so a season
            // number far past its last asks for nothing more.
            let outline = try await self.series(seriesID, seasons: [], about: about)
            let seasons = Set(
                outline.seasons.map(\.seasonNumber).filter {
                    seasonNumber == 0 ? $0 == 0 : (1...seasonNumber).contains($0)
                })
            series =
                seasons.isEmpty ? outline : try await self.series(seriesID, seasons: seasons, about: about)
            let item = TrackedItem.episode(seriesID: seriesID, seasonNumber: seasonNumber, episodeNumber: episodeNumber)
            guard let last = series.episode(seasonNumber, episodeNumber) else {
                throw .titleNotFound(item)
            }
            try check(last, of: item, airedBy: day)
        case .all:
            let outline = try await self.series(seriesID, seasons: [], about: about)
            let regular = Set(outline.seasons.filter(\.isRegular).map(\.seasonNumber))
            series = regular.isEmpty ? outline : try await self.series(seriesID, seasons: regular, about: about)
        }
        let inRange = series.seasons.flatMap { $0.episodes ?? [] }.filter {
            range.contains($0.place)
        }
        let aired = inRange.filter { $0.hasAired(by: day) }
        guard !aired.isEmpty else {
            let first = inRange.first
            throw .notAired(
                .episode(
                    seriesID: seriesID, seasonNumber: first?.seasonNumber ?? 1, episodeNumber: first?.episodeNumber ?? 1
                ),
                airDay: first?.airDay, watchedOn: day)
        }
        return aired.map { episode in
            TrackedTitle(
                item: .episode(
                    seriesID: seriesID, seasonNumber: episode.seasonNumber, episodeNumber: episode.episodeNumber),
                name: series.name, episodeName: episode.name)
        }
    }

    private func check(_ episode: TrackedEpisode, of item: TrackedItem, airedBy day: WatchDay?) throws(TrackingError) {
        if let day, !episode.hasAired(by: day) {
            throw .notAired(item, airDay: episode.airDay, watchedOn: day)
        }
    }

    private func series(_ id: Int, seasons: Set<Int>, about item: TrackedItem) async throws(TrackingError)
        -> TrackedSeries
    {
        try await lookUp(item) { () async throws(DataAccessError) in
            try await provider.series(id: id, withEpisodesOf: seasons)
        }
    }

    private func lookUp<Value>(
        _ item: TrackedItem, _ request: () async throws(DataAccessError) -> Value
    ) async throws(TrackingError) -> Value {
        do {
            return try await request()
        } catch {
            throw TrackingError(lookingUp: error, about: item)
        }
    }
}
