import CoreApplication
import CoreDomain
import Foundation
import MoviesDomain

/// Turns a domain `MovieBundle` into `MovieDetails`: every image path resolved with its own kind's
/// sizes, the reader's certification, logo and watch providers picked by region and language, the
/// cast in billing order.
struct MovieDetailsMapper {
    private let genreMapper = GenreDetailsMapper()
    private let companyMapper = ProductionCompanyDetailsMapper()
    private let countryMapper = ProductionCountryDetailsMapper()
    private let languageMapper = SpokenLanguageDetailsMapper()
    private let collectionMapper = MovieCollectionDetailsMapper()
    private let pageMapper = MoviePreviewDetailsPageMapper()
    private let offersMapper = WatchProviderOffersDetailsMapper()
    private let creditsMapper = CreditsDetailsMapper()
    private let videosMapper = VideoListDetailsMapper()
    private let keywordMapper = KeywordDetailsMapper()

    /// - Parameters:
    ///   - region: ISO 3166-1 code of the reader's region, which picks the certification and offers.
    ///   - language: the reader's language (`en-US`), which picks the logo.
    ///   - isOnWatchlist: whether the reader keeps the movie on their watchlist.
    ///   - viewing: what the reader's diary says of it.
    func map(
        _ bundle: MovieBundle,
        region: String,
        language: String,
        isOnWatchlist: Bool = false,
        viewing: MovieViewing = .unwatched,
        imagesConfiguration: ImagesConfiguration
    ) -> MovieDetails {
        let entity = bundle.movie
        let english = bundle.translations?.english
        let overview = FallbackText(entity.overview, english: english?.overview, readerLanguage: language)
        let tagline = FallbackText(entity.tagline, english: english?.tagline, readerLanguage: language)
        return MovieDetails(
            id: entity.id,
            title: entity.title,
            tagline: tagline.text,
            originalTitle: entity.originalTitle,
            originalLanguage: entity.originalLanguage,
            originCountry: entity.originCountry,
            overview: overview.text,
            runtime: entity.runtime,
            genres: entity.genres?.map(genreMapper.map),
            releaseDate: entity.releaseDate,
            posterURLSet: imagesConfiguration.posterURLSet(for: entity.posterPath),
            backdropURLSet: imagesConfiguration.backdropURLSet(for: entity.backdropPath),
            logoURLSet: imagesConfiguration.logoURLSet(for: bundle.images?.logo(preferring: language)?.filePath),
            budget: entity.budget,
            revenue: entity.revenue,
            homepageURL: entity.homepageURL,
            imdbID: entity.imdbID,
            status: entity.status,
            productionCompanies: entity.productionCompanies?.map {
                companyMapper.map($0, imagesConfiguration: imagesConfiguration)
            },
            productionCountries: entity.productionCountries?.map(countryMapper.map),
            spokenLanguages: entity.spokenLanguages?.map(languageMapper.map),
            belongsToCollection: entity.belongsToCollection.map {
                collectionMapper.map($0, imagesConfiguration: imagesConfiguration)
            },
            popularity: entity.popularity,
            voteAverage: entity.voteAverage,
            voteCount: entity.voteCount,
            hasVideo: entity.hasVideo,
            isAdultOnly: entity.isAdultOnly,
            region: region.uppercased(),
            certification: bundle.releaseDates.flatMap {
                MovieReleaseDatesByCountry.certification(forRegion: region, in: $0)
            },
            isOnWatchlist: isOnWatchlist,
            watchCount: viewing.watchCount,
            lastWatchedAt: viewing.lastWatchedAt,
            yourRating: viewing.yourRating,
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
