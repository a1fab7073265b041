import TrackingDomain

extension TrackedSeason {
    /// Breaking Bad's first season: seven episodes, the first aired on 20 January 2008, one a week.
    public static let breakingBadSeasonOne = TrackedSeason(
        seriesID: 1396, seriesName: "Breaking Bad", seasonNumber: 1,
        episodes: [
            "Pilot", "Cat's in the Bag...", "...And the Bag's in the River", "Cancer Man", "Gray Matter",
            "Crazy Handful of Nothin'", "A No-Rough-Stuff-Type Deal",
        ]
        .enumerated().map { index, name in
            TrackedEpisode(
                episodeNumber: index + 1, name: name,
                airDay: WatchDay(
                    year: 2008, month: [1, 1, 2, 2, 2, 3, 3][index], day: [20, 27, 10, 17, 24, 2, 9][index]))
        })

    /// A season TMDb lists before it airs: its episode has no air date yet, and one airs in 2099.
    public static let unaired = TrackedSeason(
        seriesID: 1396, seriesName: "Breaking Bad", seasonNumber: 9,
        episodes: [
            TrackedEpisode(episodeNumber: 1, name: "Later", airDay: WatchDay(year: 2099, month: 1, day: 1)),
            TrackedEpisode(episodeNumber: 2, name: nil, airDay: nil),
        ])
}
