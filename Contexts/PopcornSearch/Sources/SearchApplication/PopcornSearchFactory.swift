import CoreDomain
import Foundation
import SearchDomain

/// The Search context's one factory: builds its use cases from its repositories and providers.
/// `SearchComposition` adds the initialiser that builds those over the cache and TMDb, which the
/// composition root (the CLI) calls at most once per command.
public struct PopcornSearchFactory: Sendable {
    private let mediaSearchRepository: any MediaSearchRepository
    private let historyRepository: any MediaSearchHistoryRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let now: @Sendable () -> Date

    /// - Parameter now: the time a search is recorded at.
    public init(
        mediaSearchRepository: some MediaSearchRepository,
        historyRepository: some MediaSearchHistoryRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        now: @escaping @Sendable () -> Date
    ) {
        self.mediaSearchRepository = mediaSearchRepository
        self.historyRepository = historyRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
        self.now = now
    }

    /// The use case behind `popcorn search`.
    public func makeSearchMediaUseCase() -> some SearchMediaUseCase {
        DefaultSearchMediaUseCase(
            mediaSearchRepository: mediaSearchRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case that turns a typed title into the title it names.
    public func makeResolveMediaTitleUseCase() -> some ResolveMediaTitleUseCase {
        DefaultResolveMediaTitleUseCase(mediaSearchRepository: mediaSearchRepository)
    }

    /// The use case that turns an IMDb id into the TMDb id of what it names.
    public func makeResolveIMDbIDUseCase() -> some ResolveIMDbIDUseCase {
        DefaultResolveIMDbIDUseCase(mediaSearchRepository: mediaSearchRepository)
    }

    /// The use case that records a search in the history.
    public func makeRecordMediaSearchUseCase() -> some RecordMediaSearchUseCase {
        DefaultRecordMediaSearchUseCase(historyRepository: historyRepository, now: now)
    }

    /// The use case behind `popcorn search --history`.
    public func makeFetchMediaSearchHistoryUseCase() -> some FetchMediaSearchHistoryUseCase {
        DefaultFetchMediaSearchHistoryUseCase(historyRepository: historyRepository)
    }

    /// The use case behind `popcorn search --clear-history`.
    public func makeClearMediaSearchHistoryUseCase() -> some ClearMediaSearchHistoryUseCase {
        DefaultClearMediaSearchHistoryUseCase(historyRepository: historyRepository)
    }
}
