/// What `popcorn progress` shows: the series in progress, and how many finished ones were left out
/// (so an empty list can say whether nothing was started or everything was finished).
public struct ProgressOverview: Hashable, Sendable {
    /// The one watched last first.
    public let series: [SeriesProgressDetails]
    /// Series up to date that have ended, left out because they were not asked for.
    public let completedLeftOut: Int
    /// Series started that TMDb no longer has (404), left out: their ids and names as the diary
    /// keeps them, the one watched last first.
    public let goneFromTMDb: [GoneSeries]

    /// A started series TMDb no longer has.
    public struct GoneSeries: Hashable, Sendable {
        public let tmdbID: Int
        public let title: String

        public init(tmdbID: Int, title: String) {
            self.tmdbID = tmdbID
            self.title = title
        }
    }

    public init(series: [SeriesProgressDetails], completedLeftOut: Int, goneFromTMDb: [GoneSeries] = []) {
        self.series = series
        self.completedLeftOut = completedLeftOut
        self.goneFromTMDb = goneFromTMDb
    }
}
