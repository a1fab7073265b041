import CoreDomain
import Foundation
import TVSeriesDomain

/// Builds the context's use cases from its repositories and providers; used by `TVSeriesComposition`.
public struct TVSeriesApplicationFactory: Sendable {
    private let tvSeriesRepository: any TVSeriesRepository
    private let tvSeasonRepository: any TVSeasonRepository
    private let tvEpisodeRepository: any TVEpisodeRepository
    private let tvEpisodeCreditsRepository: any TVEpisodeCreditsRepository
    private let tvSeriesCreditsRepository: any TVSeriesCreditsRepository
    private let tvSeriesListRepository: any TVSeriesListRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding

    public init(
        tvSeriesRepository: some TVSeriesRepository,
        tvSeasonRepository: some TVSeasonRepository,
        tvEpisodeRepository: some TVEpisodeRepository,
        tvEpisodeCreditsRepository: some TVEpisodeCreditsRepository,
        tvSeriesCreditsRepository: some TVSeriesCreditsRepository,
        tvSeriesListRepository: some TVSeriesListRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.tvSeriesRepository = tvSeriesRepository
        self.tvSeasonRepository = tvSeasonRepository
        self.tvEpisodeRepository = tvEpisodeRepository
        self.tvEpisodeCreditsRepository = tvEpisodeCreditsRepository
        self.tvSeriesCreditsRepository = tvSeriesCreditsRepository
        self.tvSeriesListRepository = tvSeriesListRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    /// The use case that shows one TV series.
    public func makeFetchTVSeriesDetailsUseCase() -> some FetchTVSeriesDetailsUseCase {
        DefaultFetchTVSeriesDetailsUseCase(
            tvSeriesRepository: tvSeriesRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case that shows one season of a series, with its episodes.
    public func makeFetchTVSeasonDetailsUseCase() -> some FetchTVSeasonDetailsUseCase {
        DefaultFetchTVSeasonDetailsUseCase(
            tvSeasonRepository: tvSeasonRepository,
            tvSeriesRepository: tvSeriesRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case that shows one episode of a series.
    public func makeFetchTVEpisodeDetailsUseCase() -> some FetchTVEpisodeDetailsUseCase {
        DefaultFetchTVEpisodeDetailsUseCase(
            tvEpisodeRepository: tvEpisodeRepository,
            tvSeriesRepository: tvSeriesRepository,
            tvSeasonRepository: tvSeasonRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
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
            tvSeriesCreditsRepository: tvSeriesCreditsRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case that shows everyone who ever appeared in or worked on a series.
    public func makeFetchTVSeriesAggregateCreditsUseCase() -> some FetchTVSeriesAggregateCreditsUseCase {
        DefaultFetchTVSeriesAggregateCreditsUseCase(
            tvSeriesCreditsRepository: tvSeriesCreditsRepository,
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
}
