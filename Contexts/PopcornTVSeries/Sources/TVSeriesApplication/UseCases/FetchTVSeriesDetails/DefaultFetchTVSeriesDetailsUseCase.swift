import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Asks the diary which seasons the person's progress needs, fetches the series with its parts and
/// those seasons (one request), the images configuration and whether it is on the watchlist
/// concurrently, lays the diary over the series, then maps them.
struct DefaultFetchTVSeriesDetailsUseCase: FetchTVSeriesDetailsUseCase {
    private let tvSeriesRepository: any TVSeriesRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let watchlistProvider: (any TVSeriesWatchlistProviding)?
    private let viewingProvider: (any TVSeriesViewingProviding)?
    private let language: String
    private let mapper = TVSeriesDetailsMapper()

    /// - Parameters:
    ///   - watchlistProvider: says whether the series is on the watchlist; without one, it is not.
    ///   - viewingProvider: says how far the person is in it and their rating; without one, nowhere.
    ///   - language: the reader's language (`en-US`), which picks the logo to show.
    init(
        tvSeriesRepository: some TVSeriesRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        watchlistProvider: (any TVSeriesWatchlistProviding)? = nil,
        viewingProvider: (any TVSeriesViewingProviding)? = nil,
        language: String
    ) {
        self.tvSeriesRepository = tvSeriesRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
        self.watchlistProvider = watchlistProvider
        self.viewingProvider = viewingProvider
        self.language = language
    }

    func execute(
        id: TVSeries.ID,
        region: String,
        including parts: Set<TVSeriesPart>
    ) async throws(FetchError) -> TVSeriesDetails {
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        async let isOnWatchlist = watchlistProvider?.isOnWatchlist(tvSeriesID: id) ?? false
        let seasons = await viewingProvider?.seasonsForProgress(tvSeriesID: id) ?? []
        do {
            // A screen read in another language than English brings the English text with it, in the same request.
            let translations: Set<TVSeriesPart> =
                !parts.isEmpty && FallbackText.needsTranslations(readerLanguage: language) ? [.translations] : []
            let bundle = try await tvSeriesRepository.tvSeries(
                withID: id, including: parts.union(seasons.map(TVSeriesPart.season)).union(translations))
            let viewing = await viewingProvider?.viewing(of: bundle) ?? .unwatched
            return try await mapper.map(
                bundle, region: region, language: language, isOnWatchlist: isOnWatchlist, viewing: viewing,
                imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
