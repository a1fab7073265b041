/// What `popcorn progress` shows: the series in progress, and how many finished ones were left out
/// (so an empty list can say whether nothing was started or everything was finished).
public struct ProgressOverview: Hashable, Sendable {
    /// The one watched last first.
    public let series: [SeriesProgressDetails]
    /// Series up to date that have ended, left out because they were not asked for.
    public let completedLeftOut: Int

    public init(series: [SeriesProgressDetails], completedLeftOut: Int) {
        self.series = series
        self.completedLeftOut = completedLeftOut
    }
}
