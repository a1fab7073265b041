import CalendarDomain

/// The Calendar context's one factory: builds its use cases from the ports other contexts answer
/// (which titles are followed, when their episodes air). The composition root (the CLI) makes it at
/// most once per command.
public struct PopcornCalendarFactory: Sendable {
    private let followed: any FollowedTitlesProviding
    private let schedule: any EpisodeScheduleProviding

    public init(followed: some FollowedTitlesProviding, schedule: some EpisodeScheduleProviding) {
        self.followed = followed
        self.schedule = schedule
    }

    /// The use case behind `popcorn calendar`.
    public func makeFetchCalendarUseCase() -> some FetchCalendarUseCase {
        DefaultFetchCalendarUseCase(followed: followed, schedule: schedule)
    }
}
