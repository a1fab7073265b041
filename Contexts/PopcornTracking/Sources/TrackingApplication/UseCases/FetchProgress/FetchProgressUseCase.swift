/// Where the person is in each series they started: behind `popcorn progress`.
public protocol FetchProgressUseCase: Sendable {
    /// Each series with a watched episode, the one watched last first: episodes watched of those
    /// aired and the next to watch. Leaves out the completed ones (up to date with a series that
    /// ended) unless `includingCompleted`. One TMDb request per series at most, none when cached.
    func execute(includingCompleted: Bool) async throws(TrackingError) -> ProgressOverview
}
