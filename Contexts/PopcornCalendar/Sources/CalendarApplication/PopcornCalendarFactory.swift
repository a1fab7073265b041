import CalendarDomain

/// The Calendar context's one factory: builds its use cases from the ports other contexts answer
/// (which titles are followed, when their episodes air, when their movies come out) and its own
/// memory of `whats-new`.
/// `CalendarComposition` adds the initialiser over the calendar's user-data file, which the
/// composition root (the CLI) calls at most once per command.
public struct PopcornCalendarFactory: Sendable {
    private let followed: any FollowedTitlesProviding
    private let schedule: any EpisodeScheduleProviding
    private let releases: any MovieReleaseProviding
    private let whatsNew: any WhatsNewRepository

    /// - Parameter whatsNew: where the day `whats-new` was last asked is kept.
    public init(
        followed: some FollowedTitlesProviding, schedule: some EpisodeScheduleProviding,
        releases: some MovieReleaseProviding, whatsNew: some WhatsNewRepository
    ) {
        self.followed = followed
        self.schedule = schedule
        self.releases = releases
        self.whatsNew = whatsNew
    }

    /// The use case behind `popcorn calendar`.
    public func makeFetchCalendarUseCase() -> some FetchCalendarUseCase {
        DefaultFetchCalendarUseCase(followed: followed, schedule: schedule, releases: releases)
    }

    /// The use case behind `popcorn whats-new`.
    public func makeFetchWhatsNewUseCase() -> some FetchWhatsNewUseCase {
        DefaultFetchWhatsNewUseCase(repository: whatsNew, calendar: makeFetchCalendarUseCase())
    }

    /// The use case that remembers the day `popcorn whats-new` was asked, after its output.
    public func makeRememberWhatsNewUseCase() -> some RememberWhatsNewUseCase {
        DefaultRememberWhatsNewUseCase(repository: whatsNew)
    }
}
