/// What a watch or a rating was about, as it was named when it was logged: the movie's title or
/// the series' name, and the episode's name. Kept with the entry, so the diary reads offline and
/// never asks TMDb for each line.
public struct TrackedTitle: Hashable, Sendable {
    public let item: TrackedItem
    /// The movie's title or the series' name.
    public let name: String
    /// The episode's name, for an episode TMDb names.
    public let episodeName: String?

    public init(item: TrackedItem, name: String, episodeName: String? = nil) {
        self.item = item
        self.name = name
        self.episodeName = episodeName
    }
}
