/// Several episodes of a series named at once: a season, every one up to an episode, or all.
public enum EpisodeRange: Hashable, Sendable {
    /// `season 2` (0 for the specials).
    case season(Int)
    /// `--through S02E05`: every episode of the regular seasons up to and including it (of the
    /// specials up to it, for a special).
    case through(seasonNumber: Int, episodeNumber: Int)
    /// `all`: every episode of the regular seasons.
    case all

    /// Whether the episode falls in the range.
    public func contains(_ episode: SeasonEpisode) -> Bool {
        switch self {
        case .season(let number): episode.seasonNumber == number
        case .through(let lastSeason, let lastEpisode) where lastSeason == 0:
            episode.seasonNumber == 0 && episode.episodeNumber <= lastEpisode
        case .through(let lastSeason, let lastEpisode):
            episode.seasonNumber > 0 && episode <= SeasonEpisode(lastSeason, lastEpisode)
        case .all: episode.seasonNumber > 0
        }
    }
}
