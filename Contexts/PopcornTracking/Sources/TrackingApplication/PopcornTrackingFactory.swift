import Foundation
import TrackingDomain

/// The Tracking context's one factory: builds its use cases from its repository and the provider
/// of titles' names and episodes.
/// `TrackingComposition` adds the initialiser over the diary's file, which the composition root
/// (the CLI) calls at most once per command.
public struct PopcornTrackingFactory: Sendable {
    private let repository: any TrackingRepository
    private let titleProvider: any TrackingTitleProviding
    private let now: @Sendable () -> Date
    private let timeZone: TimeZone

    /// - Parameters:
    ///   - now: when a watch is logged or a rating given, kept to the second.
    ///   - timeZone: where the person is, which says what day "today" is.
    public init(
        repository: some TrackingRepository,
        titleProvider: some TrackingTitleProviding,
        now: @escaping @Sendable () -> Date = Date.init,
        timeZone: TimeZone = .current
    ) {
        self.repository = repository
        self.titleProvider = titleProvider
        self.now = { Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down)) }
        self.timeZone = timeZone
    }

    /// The use case behind `popcorn watched`.
    public func makeLogWatchesUseCase() -> some LogWatchesUseCase {
        DefaultLogWatchesUseCase(repository: repository, titleProvider: titleProvider, now: now, timeZone: timeZone)
    }

    /// The use case behind `popcorn unwatch`.
    public func makeRemoveLatestWatchesUseCase() -> some RemoveLatestWatchesUseCase {
        DefaultRemoveLatestWatchesUseCase(repository: repository)
    }

    /// The use case behind `popcorn watchlist unmark-watched`.
    public func makeRemoveAllWatchesUseCase() -> some RemoveAllWatchesUseCase {
        DefaultRemoveAllWatchesUseCase(repository: repository)
    }

    /// The use case behind the browser's `u`, which takes back the watch its `m` logged.
    public func makeRemoveWatchUseCase() -> some RemoveWatchUseCase {
        DefaultRemoveWatchUseCase(repository: repository)
    }

    /// The use case behind `popcorn history`.
    public func makeFetchHistoryUseCase() -> some FetchHistoryUseCase {
        DefaultFetchHistoryUseCase(repository: repository)
    }

    /// The use case behind `popcorn rate`.
    public func makeRateItemUseCase() -> some RateItemUseCase {
        DefaultRateItemUseCase(repository: repository, titleProvider: titleProvider, now: now)
    }

    /// The use case the sync with a TMDb account reads and changes the ratings through.
    public func makeSyncRatingsUseCase() -> some SyncRatingsUseCase {
        DefaultSyncRatingsUseCase(repository: repository, now: now)
    }

    /// The use case behind `popcorn rate ... --clear`.
    public func makeClearRatingUseCase() -> some ClearRatingUseCase {
        DefaultClearRatingUseCase(repository: repository, now: now)
    }

    /// The use case behind `popcorn ratings`.
    public func makeFetchRatingsUseCase() -> some FetchRatingsUseCase {
        DefaultFetchRatingsUseCase(repository: repository)
    }

    /// The use case behind `popcorn history export`.
    public func makeExportHistoryUseCase() -> some ExportHistoryUseCase {
        DefaultExportHistoryUseCase(repository: repository)
    }

    /// The use case behind `popcorn history import`.
    public func makeImportHistoryUseCase() -> some ImportHistoryUseCase {
        DefaultImportHistoryUseCase(
            repository: repository, titleProvider: titleProvider, now: now, timeZone: timeZone)
    }

    /// The use case behind `popcorn progress`.
    public func makeFetchProgressUseCase() -> some FetchProgressUseCase {
        DefaultFetchProgressUseCase(repository: repository, titleProvider: titleProvider)
    }

    /// What the diary says of a title, over this factory's repository.
    public func makeFetchViewingUseCase() -> some FetchViewingUseCase {
        DefaultFetchViewingUseCase(repository: repository)
    }

    /// What the diary says of a title, for other contexts' details, over a repository alone: it
    /// needs no provider, so the contexts that provide titles can ask it without a cycle.
    public static func makeFetchViewingUseCase(repository: some TrackingRepository) -> some FetchViewingUseCase {
        DefaultFetchViewingUseCase(repository: repository)
    }
}
