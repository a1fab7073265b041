import TrackingApplication
import TrackingDomain

/// How the diary's lines and messages name a movie, series or episode, and the command that opens it.
enum TrackedItemLabel {
    /// `Fight Club`, `Breaking Bad`, `Breaking Bad S01E07 "A No-Rough-Stuff-Type Deal"`.
    static func title(_ item: TrackedItemDetails) -> String {
        guard item.seasonNumber != nil, item.episodeNumber != nil else {
            return item.title
        }
        let code = code(item)
        return item.episodeName.map { "\(item.title) \(code) \"\($0)\"" } ?? "\(item.title) \(code)"
    }

    /// `S01E07` for an episode; empty for a movie or series.
    static func code(_ item: TrackedItemDetails) -> String {
        guard let season = item.seasonNumber, let episode = item.episodeNumber else {
            return ""
        }
        return EpisodeCode(seasonNumber: season, episodeNumber: episode).description
    }

    /// `popcorn movie 550`, `popcorn tv 1396`, `popcorn tv episode 1396 S01E07`.
    static func command(_ item: TrackedItemDetails) -> String {
        switch item.kind {
        case .movie: "popcorn movie \(item.tmdbID)"
        case .tv: "popcorn tv \(item.tmdbID)"
        case .episode:
            "popcorn tv episode \(item.tmdbID) "
                + EpisodeCode(seasonNumber: item.seasonNumber ?? 0, episodeNumber: item.episodeNumber ?? 0).description
        }
    }

    /// `movie 550`, `tv series 1396`, `tv series 1396 S01E07`, for messages about an item not named yet.
    static func subject(_ item: TrackedItem) -> String {
        switch item {
        case .movie(let id): "movie \(id)"
        case .series(let id): "tv series \(id)"
        case .episode(let series, let season, let episode):
            "tv series \(series) \(EpisodeCode(seasonNumber: season, episodeNumber: episode))"
        }
    }

    /// `8.5`, `9`: a rating as typed.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
