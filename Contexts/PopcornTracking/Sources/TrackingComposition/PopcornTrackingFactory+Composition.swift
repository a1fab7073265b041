import DataPersistence
import Foundation
import TrackingApplication
import TrackingDomain
import TrackingInfrastructure

/// The Tracking context's only public entry point: give it the diary's file and the provider of
/// what other contexts know (titles' names, seasons' episodes) and it hands back ready-to-use use
/// cases. The composition root (the CLI) builds one per command; nothing else
/// constructs repositories.
extension PopcornTrackingFactory {
    /// The diary's schema migrations, for its own user-data file (never the cache database).
    public static var migrations: any DatabaseMigrations { TrackingMigrations() }

    /// The store of the diary file at `url`, which keeps a `.bak` of its last good state.
    public static func store(at url: URL) -> UserDataStore {
        UserDataStore(url: url, description: "your diary", migrations: [migrations], keepsBackup: true)
    }

    /// The diary at `url` for a caller that only reads it (other contexts' screens asking what it
    /// says of a title): read through one read-only connection when the file is up to date.
    public static func readingStore(at url: URL) -> UserDataStore {
        UserDataStore(url: url, description: "your diary", migrations: [migrations], readsOnly: true)
    }

    /// What the diary in `store` says of a title, for other contexts' details: no provider needed,
    /// and nothing created when there is no diary.
    public static func makeFetchViewingUseCase(store: UserDataStore) -> any FetchViewingUseCase {
        PopcornTrackingFactory.makeFetchViewingUseCase(repository: DefaultTrackingRepository(store: store))
    }

    /// A factory over the diary `store` (see ``store(at:)``).
    public init(store: UserDataStore, titleProvider: some TrackingTitleProviding) {
        self.init(repository: DefaultTrackingRepository(store: store), titleProvider: titleProvider)
    }
}
