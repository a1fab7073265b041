import CoreDomain
import Foundation
import TVSeriesDomain

/// The TVSeries context's one factory: builds its use cases from its repositories and providers.
/// `TVSeriesComposition` adds the initialiser that builds those over the cache and TMDb, which the
/// composition root (the CLI) calls at most once per command.
public struct PopcornTVSeriesFactory: Sendable {
    private let tvSeriesRepository: any TVSeriesRepository
    private let tvEpisodeRepository: any TVEpisodeRepository
    private let tvEpisodeCreditsRepository: any TVEpisodeCreditsRepository
    private let tvSeriesListRepository: any TVSeriesListRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let watchlistProvider: (any TVSeriesWatchlistProviding)?
    private let viewingProvider: (any TVSeriesViewingProviding)?
    private let language: String

    /// - Parameters:
    ///   - watchlistProvider: says whether a series is on the reader's watchlist; without one, none is.
    ///   - viewingProvider: says how far the reader is in a series and which episodes they watched;
    ///     without one, none.
    ///   - language: the reader's language (`en-US`), which picks the logo a series shows.
    public init(
        tvSeriesRepository: some TVSeriesRepository,
        tvEpisodeRepository: some TVEpisodeRepository,
        tvEpisodeCreditsRepository: some TVEpisodeCreditsRepository,
        tvSeriesListRepository: some TVSeriesListRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        watchlistProvider: (any TVSeriesWatchlistProviding)? = nil,
        viewingProvider: (any TVSeriesViewingProviding)? = nil,
        language: String
    ) {
        self.watchlistProvider = watchlistProvider
        self.viewingProvider = viewingProvider
        self.tvSeriesRepository = tvSeriesRepository
        self.tvEpisodeRepository = tvEpisodeRepository
        self.tvEpisodeCreditsRepository = tvEpisodeCreditsRepository
        self.tvSeriesListRepository = tvSeriesListRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
        self.language = language
    }

    /// The use case behind `popcorn tv <ref>`.
    public func makeFetchTVSeriesDetailsUseCase() -> some FetchTVSeriesDetailsUseCase {
        DefaultFetchTVSeriesDetailsUseCase(
            tvSeriesRepository: tvSeriesRepository,
            imagesConfigurationProvider: imagesConfigurationProvider,
            watchlistProvider: watchlistProvider,
            viewingProvider: viewingProvider,
            language: language
        )
    }

    /// The use case behind `popcorn tv images <ref>`.
    public func makeFetchTVSeriesImagesUseCase() -> some FetchTVSeriesImagesUseCase {
        DefaultFetchTVSeriesImagesUseCase(
            tvSeriesRepository: tvSeriesRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case behind `popcorn tv recommendations <ref>`.
    public func makeFetchTVSeriesRecommendationsUseCase() -> some FetchTVSeriesRecommendationsUseCase {
        DefaultFetchTVSeriesRecommendationsUseCase(
            tvSeriesRepository: tvSeriesRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case behind `popcorn tv similar <ref>`.
    public func makeFetchTVSeriesSimilarUseCase() -> some FetchTVSeriesSimilarUseCase {
        DefaultFetchTVSeriesSimilarUseCase(
            tvSeriesRepository: tvSeriesRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case behind `popcorn tv watch <ref>`.
    public func makeFetchTVSeriesWatchProvidersUseCase() -> some FetchTVSeriesWatchProvidersUseCase {
        DefaultFetchTVSeriesWatchProvidersUseCase(
            tvSeriesRepository: tvSeriesRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case behind `popcorn tv videos <ref>`.
    public func makeFetchTVSeriesVideosUseCase() -> some FetchTVSeriesVideosUseCase {
        DefaultFetchTVSeriesVideosUseCase(tvSeriesRepository: tvSeriesRepository)
    }

    /// The use case that shows one season of a series, with its episodes.
    public func makeFetchTVSeasonDetailsUseCase() -> some FetchTVSeasonDetailsUseCase {
        DefaultFetchTVSeasonDetailsUseCase(
            tvSeriesRepository: tvSeriesRepository,
            imagesConfigurationProvider: imagesConfigurationProvider,
            viewingProvider: viewingProvider
        )
    }

    /// The use case that shows one episode of a series.
    public func makeFetchTVEpisodeDetailsUseCase() -> some FetchTVEpisodeDetailsUseCase {
        DefaultFetchTVEpisodeDetailsUseCase(
            tvEpisodeRepository: tvEpisodeRepository,
            tvSeriesRepository: tvSeriesRepository,
            imagesConfigurationProvider: imagesConfigurationProvider,
            viewingProvider: viewingProvider
        )
    }

    /// The use case that shows one episode's cast, guest stars and crew.
    public func makeFetchTVEpisodeCreditsUseCase() -> some FetchTVEpisodeCreditsUseCase {
        DefaultFetchTVEpisodeCreditsUseCase(
            tvEpisodeCreditsRepository: tvEpisodeCreditsRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case that shows a series' current cast and crew.
    public func makeFetchTVSeriesCreditsUseCase() -> some FetchTVSeriesCreditsUseCase {
        DefaultFetchTVSeriesCreditsUseCase(
            tvSeriesRepository: tvSeriesRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case that shows everyone who ever appeared in or worked on a series.
    public func makeFetchTVSeriesAggregateCreditsUseCase() -> some FetchTVSeriesAggregateCreditsUseCase {
        DefaultFetchTVSeriesAggregateCreditsUseCase(
            tvSeriesRepository: tvSeriesRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case behind the curated series lists (popular, top rated, on the air, airing today).
    public func makeFetchTVSeriesListUseCase() -> some FetchTVSeriesListUseCase {
        DefaultFetchTVSeriesListUseCase(
            tvSeriesListRepository: tvSeriesListRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case behind the series search.
    public func makeSearchTVSeriesUseCase() -> some SearchTVSeriesUseCase {
        DefaultSearchTVSeriesUseCase(
            tvSeriesListRepository: tvSeriesListRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// What another context keeps of a series (the watchlist's entries).
    public func makeFetchTVSeriesSummaryUseCase() -> some FetchTVSeriesSummaryUseCase {
        DefaultFetchTVSeriesSummaryUseCase(tvSeriesRepository: tvSeriesRepository)
    }

    /// Where a series' episodes are, for the diary (`popcorn watched tv <ref> season 2`, `popcorn progress`).
    public func makeFetchTVSeriesEpisodeGuideUseCase() -> some FetchTVSeriesEpisodeGuideUseCase {
        DefaultFetchTVSeriesEpisodeGuideUseCase(tvSeriesRepository: tvSeriesRepository)
    }
}
