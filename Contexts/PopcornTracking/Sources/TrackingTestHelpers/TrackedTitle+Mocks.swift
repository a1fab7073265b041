import TrackingDomain

extension TrackedTitle {
    /// Fight Club, unless told another item and names.
    public static func mock(
        item: TrackedItem = .movie(id: 550), name: String = "Fight Club", episodeName: String? = nil
    ) -> TrackedTitle {
        TrackedTitle(item: item, name: name, episodeName: episodeName)
    }

    /// An episode of Breaking Bad, named.
    public static func breakingBad(_ season: Int, _ episode: Int, named name: String = "Pilot") -> TrackedTitle {
        TrackedTitle(
            item: .episode(seriesID: 1396, seasonNumber: season, episodeNumber: episode), name: "Breaking Bad",
            episodeName: name)
    }
}
