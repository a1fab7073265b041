/// What `popcorn watched` or `popcorn unwatch` names: one movie or episode, or several episodes of
/// one series at once.
public enum TrackedSelection: Hashable, Sendable {
    /// A movie, an episode, or a whole series (which is refused: it is watched episode by episode).
    case item(TrackedItem)
    /// Episodes of a series: a season, every one up to an episode, or all.
    case episodes(seriesID: Int, EpisodeRange)
}
