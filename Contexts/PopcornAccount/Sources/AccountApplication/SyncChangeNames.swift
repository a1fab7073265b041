import AccountDomain

/// Names each change for people and scripts, from what either side knows of its title.
struct SyncChangeNames: Sendable {
    let local: LocalLibrary
    let remote: RemoteLibrary

    func models(_ changes: [SyncChange], side: String) -> [SyncChangeModel] {
        changes.map { model($0, side: side) }
    }

    private func model(_ change: SyncChange, side: String) -> SyncChangeModel {
        switch change {
        case .watchlist(let key, let onWatchlist):
            return SyncChangeModel(
                side: side, list: "watchlist", kind: key.kind.rawValue, tmdbID: key.tmdbID, seasonNumber: nil,
                episodeNumber: nil, name: local.watchlist[key] ?? remote.watchlist[key]?.name,
                action: onWatchlist ? "add" : "remove", rating: nil)
        case .rating(let key, let halves):
            let kind: String
            var season: Int?
            var episode: Int?
            switch key {
            case .movie: kind = "movie"
            case .series: kind = "tv"
            case .episode(_, let seasonNumber, let episodeNumber):
                kind = "episode"
                season = seasonNumber
                episode = episodeNumber
            }
            let there = remote.ratings[key]
            // An episode's list does not name its series: the series' name from either side, if known.
            let seriesName =
                there?.name ?? remote.ratings[.series(id: key.tmdbID)]?.name
                ?? remote.watchlist[WatchlistKey(.tv, key.tmdbID)]?.name
                ?? local.watchlist[WatchlistKey(.tv, key.tmdbID)]
            let remoteName =
                key.isEpisode
                ? seriesName.map { name in there?.episodeName.map { "\(name): \($0)" } ?? name }
                : there?.name
            return SyncChangeModel(
                side: side, list: "rating", kind: kind, tmdbID: key.tmdbID, seasonNumber: season,
                episodeNumber: episode,
                name: local.ratingNames[key] ?? remoteName ?? there?.episodeName,
                action: halves == nil ? "clear" : "rate",
                rating: halves.map { Double($0) / 2 })
        }
    }
}
