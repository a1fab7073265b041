import CoreDomain
import Foundation
import WatchlistDomain

/// The Watchlist context's one factory: builds its use cases from its repositories and providers.
/// `WatchlistComposition` adds the initialiser that builds those over the cache and TMDb, which the
/// composition root (the CLI) calls at most once per command.
public struct PopcornWatchlistFactory: Sendable {
    private let repository: any WatchlistRepository
    private let titleProvider: any WatchlistTitleProviding
    private let titleResolver: any WatchlistTitleResolving
    private let streamingProvider: any WatchlistStreamingProviding
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let viewingProvider: (any WatchlistViewingProviding)?
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - streamingProvider: where a title streams in a region now (the Movies and TV series
    ///     contexts' watch providers), for `popcorn watchlist --streamable`.
    ///   - viewingProvider: the diary, which says which titles were watched; without one, only the
    ///     entries' own marks do.
    ///   - now: the time an entry is added at; the watchlist keeps it to the second (as its exports
    ///     write it), so an export imported back is the same watchlist.
    public init(
        repository: some WatchlistRepository,
        titleProvider: some WatchlistTitleProviding,
        titleResolver: some WatchlistTitleResolving,
        streamingProvider: some WatchlistStreamingProviding,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        viewingProvider: (any WatchlistViewingProviding)? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.repository = repository
        self.titleProvider = titleProvider
        self.titleResolver = titleResolver
        self.streamingProvider = streamingProvider
        self.imagesConfigurationProvider = imagesConfigurationProvider
        self.viewingProvider = viewingProvider
        self.now = { Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down)) }
    }

    /// The use case behind `popcorn watchlist add`.
    public func makeAddToWatchlistUseCase() -> some AddToWatchlistUseCase {
        DefaultAddToWatchlistUseCase(
            repository: repository, titleProvider: titleProvider,
            imagesConfigurationProvider: imagesConfigurationProvider, now: now)
    }

    /// The use case behind `popcorn watchlist remove`.
    public func makeRemoveFromWatchlistUseCase() -> some RemoveFromWatchlistUseCase {
        DefaultRemoveFromWatchlistUseCase(repository: repository)
    }

    /// The use case behind `popcorn watchlist list`.
    public func makeFetchWatchlistUseCase() -> some FetchWatchlistUseCase {
        DefaultFetchWatchlistUseCase(
            repository: repository, imagesConfigurationProvider: imagesConfigurationProvider,
            viewingProvider: viewingProvider)
    }

    /// The use case behind `popcorn watchlist --streamable`.
    public func makeFetchStreamableWatchlistUseCase() -> some FetchStreamableWatchlistUseCase {
        DefaultFetchStreamableWatchlistUseCase(
            repository: repository, streamingProvider: streamingProvider,
            imagesConfigurationProvider: imagesConfigurationProvider, viewingProvider: viewingProvider)
    }

    /// The use case behind `popcorn watchlist mark-watched` and `unmark-watched`.
    public func makeMarkWatchlistEntryWatchedUseCase() -> some MarkWatchlistEntryWatchedUseCase {
        DefaultMarkWatchlistEntryWatchedUseCase(repository: repository, viewingProvider: viewingProvider)
    }

    /// The use case behind `popcorn watchlist note`.
    public func makeSetWatchlistNoteUseCase() -> some SetWatchlistNoteUseCase {
        DefaultSetWatchlistNoteUseCase(repository: repository)
    }

    /// The use case other contexts' details ask whether a title is on the watchlist, over a
    /// repository alone: telling whether a title is on the watchlist needs no
    /// provider, so the contexts that provide titles can ask it without a cycle.
    public static func makeCheckWatchlistUseCase(repository: some WatchlistRepository) -> some CheckWatchlistUseCase {
        DefaultCheckWatchlistUseCase(repository: repository)
    }

    /// The use case behind `popcorn watchlist export`.
    public func makeExportWatchlistUseCase() -> some ExportWatchlistUseCase {
        DefaultExportWatchlistUseCase(repository: repository, viewingProvider: viewingProvider)
    }

    /// The use case the sync with a TMDb account reads and changes the watchlist through.
    public func makeSyncWatchlistUseCase() -> some SyncWatchlistUseCase {
        DefaultSyncWatchlistUseCase(repository: repository)
    }

    /// The use case behind `popcorn watchlist import`.
    public func makeImportWatchlistUseCase() -> some ImportWatchlistUseCase {
        DefaultImportWatchlistUseCase(
            repository: repository, titleProvider: titleProvider, titleResolver: titleResolver, now: now)
    }
}
