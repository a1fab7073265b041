import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Turns a domain `TVSeriesBundle` into `TVSeriesDetails`: every image path resolved with its own
/// kind's sizes, the reader's certification, logo and watch providers picked by region and language,
/// seasons by number and the cast in billing order.
///
/// Season summaries carry the series' id and name, so each stands on its own in a `--json` document.
struct TVSeriesDetailsMapper {
    private let progressMapper = TVSeriesProgressDetailsMapper()
    private let seasonMapper = TVSeasonDetailsMapper()
    private let creatorMapper = CreatorDetailsMapper()
    private let genreMapper = GenreDetailsMapper()
    private let airDateMapper = TVEpisodeAirDateDetailsMapper()
    private let networkMapper = NetworkDetailsMapper()
    private let companyMapper = ProductionCompanyDetailsMapper()
    private let countryMapper = ProductionCountryDetailsMapper()
    private let languageMapper = SpokenLanguageDetailsMapper()
    private let pageMapper = TVSeriesPreviewDetailsPageMapper()
    private let offersMapper = WatchProviderOffersDetailsMapper()
    private let creditsMapper = CreditsDetailsMapper()
    private let videosMapper = VideoListDetailsMapper()
    private let keywordMapper = KeywordDetailsMapper()

    /// - Parameters:
    ///   - region: ISO 3166-1 code of the reader's region, which picks the certification and offers.
    ///   - language: the reader's language (`en-US`), which picks the logo.
    ///   - isOnWatchlist: whether the reader keeps the series on their watchlist.
    ///   - viewing: what the reader's diary says of it.
    func map(
        _ bundle: TVSeriesBundle,
        region: String,
        language: String,
        isOnWatchlist: Bool = false,
        viewing: TVSeriesViewing = .unwatched,
        imagesConfiguration: ImagesConfiguration
    ) -> TVSeriesDetails {
        let entity = bundle.tvSeries
        let english = bundle.translations?.english
        let overview = FallbackText(entity.overview, english: english?.overview, readerLanguage: language)
        let tagline = FallbackText(entity.tagline, english: english?.tagline, readerLanguage: language)
        return TVSeriesDetails(
            id: entity.id,
            name: entity.name,
            tagline: tagline.text,
            originalName: entity.originalName,
            originalLanguage: entity.originalLanguage,
            overview: overview.text,
            episodeRunTime: entity.episodeRunTime,
            numberOfSeasons: entity.numberOfSeasons,
            numberOfEpisodes: entity.numberOfEpisodes,
            seasons: entity.seasons?.sorted { $0.seasonNumber < $1.seasonNumber }.map {
                seasonMapper.map(
                    $0, tvSeriesID: entity.id, tvSeriesName: entity.name, imagesConfiguration: imagesConfiguration)
            },
            createdBy: entity.createdBy?.map { creatorMapper.map($0, imagesConfiguration: imagesConfiguration) },
            genres: entity.genres?.map(genreMapper.map),
            firstAirDate: entity.firstAirDate,
            originCountry: entity.originCountry,
            posterURLSet: imagesConfiguration.posterURLSet(for: entity.posterPath),
            backdropURLSet: imagesConfiguration.backdropURLSet(for: entity.backdropPath),
            logoURLSet: imagesConfiguration.logoURLSet(for: bundle.images?.logo(preferring: language)?.filePath),
            homepageURL: entity.homepageURL,
            isInProduction: entity.isInProduction,
            languages: entity.languages,
            lastAirDate: entity.lastAirDate,
            lastEpisodeToAir: entity.lastEpisodeToAir.map {
                airDateMapper.map($0, imagesConfiguration: imagesConfiguration)
            },
            nextEpisodeToAir: entity.nextEpisodeToAir.map {
                airDateMapper.map($0, imagesConfiguration: imagesConfiguration)
            },
            networks: entity.networks?.map { networkMapper.map($0, imagesConfiguration: imagesConfiguration) },
            productionCompanies: entity.productionCompanies?.map {
                companyMapper.map($0, imagesConfiguration: imagesConfiguration)
            },
            productionCountries: entity.productionCountries?.map(countryMapper.map),
            spokenLanguages: entity.spokenLanguages?.map(languageMapper.map),
            status: entity.status,
            type: entity.type,
            popularity: entity.popularity,
            voteAverage: entity.voteAverage,
            voteCount: entity.voteCount,
            isAdultOnly: entity.isAdultOnly,
            region: region.uppercased(),
            certification: bundle.contentRatings.flatMap { ContentRating.certification(forRegion: region, in: $0) },
            isOnWatchlist: isOnWatchlist,
            watchCount: viewing.watchCount,
            lastWatchedAt: viewing.lastWatchedAt,
            yourRating: viewing.yourRating,
            progress: viewing.progress.map(progressMapper.map),
            recommendations: bundle.recommendations.map {
                pageMapper.map($0, imagesConfiguration: imagesConfiguration)
            },
            watchProviders: bundle.watchProviders.map {
                offersMapper.map($0, region: region, imagesConfiguration: imagesConfiguration)
            },
            credits: bundle.credits.map { creditsMapper.map($0, imagesConfiguration: imagesConfiguration) },
            mainTrailer: bundle.videos.flatMap { videosMapper.map($0).mainTrailer },
            keywords: bundle.keywords?.map(keywordMapper.map),
            overviewLanguage: overview.language,
            overviewIsFallback: overview.isFallback,
            taglineLanguage: tagline.language,
            taglineIsFallback: tagline.isFallback
        )
    }
}
