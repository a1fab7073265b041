import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the series with its parts, the images configuration and whether it is on the watchlist
/// concurrently, then maps them.
struct DefaultFetchTVSeriesDetailsUseCase: FetchTVSeriesDetailsUseCase {
    private let tvSeriesRepository: any TVSeriesRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let watchlistProvider: (any TVSeriesWatchlistProviding)?
    private let language: String
    private let mapper = TVSeriesDetailsMapper()

    /// - Parameters:
    ///   - watchlistProvider: says whether the series is on the watchlist; without one, it is not.
    ///   - language: the reader's language (`en-US`), which picks the logo to show.
    init(
        tvSeriesRepository: some TVSeriesRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        watchlistProvider: (any TVSeriesWatchlistProviding)? = nil,
        language: String
    ) {
        self.tvSeriesRepository = tvSeriesRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
        self.watchlistProvider = watchlistProvider
        self.language = language
    }

    func execute(
        id: TVSeries.ID,
        region: String,
        including parts: Set<TVSeriesPart>
    ) async throws(FetchError) -> TVSeriesDetails {
        async let bundle = tvSeriesRepository.tvSeries(withID: id, including: parts)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        async let isOnWatchlist = watchlistProvider?.isOnWatchlist(tvSeriesID: id) ?? false
        do {
            return try await mapper.map(
                bundle, region: region, language: language, isOnWatchlist: isOnWatchlist,
                imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
