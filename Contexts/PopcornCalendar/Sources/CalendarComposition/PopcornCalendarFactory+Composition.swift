import CalendarApplication
import CalendarDomain
import CalendarInfrastructure
import DataPersistence
import Foundation

/// The Calendar context's only public entry point: give it the calendar's user-data file and the
/// providers of what other contexts know (the titles followed, when episodes air and movies come
/// out), and it hands back
/// ready-to-use use cases. The composition root (the CLI) builds one per command.
extension PopcornCalendarFactory {
    /// The calendar's schema migrations, for its own user-data file (never the cache database).
    public static var migrations: any DatabaseMigrations { CalendarMigrations() }

    /// The store of the calendar's file at `url` (what it remembers: the day `whats-new` was asked).
    public static func store(at url: URL) -> UserDataStore {
        UserDataStore(url: url, description: "the calendar's memory", migrations: [migrations], keepsBackup: false)
    }

    /// A factory over the calendar's `store` (see ``store(at:)``).
    public init(
        store: UserDataStore, followed: some FollowedTitlesProviding, schedule: some EpisodeScheduleProviding,
        releases: some MovieReleaseProviding
    ) {
        self.init(
            followed: followed, schedule: schedule, releases: releases,
            whatsNew: DefaultWhatsNewRepository(store: store))
    }
}
