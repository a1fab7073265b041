import CoreApplication
import CoreDomain
import Foundation

/// A TV series as presentations need it: every domain field, with image paths resolved to URL sets,
/// and what the details screen shows beside them (the reader's certification, the logo, where to
/// watch, the cast, recommendations), in the order it shows them.
///
/// It is also the `--json` document of the command that shows one, so property names are the JSON keys.
/// A part the screen did not get (not asked for, or unknown to the source) is `nil`.
public struct TVSeriesDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let tagline: String?
    /// The language ``tagline`` is in, as ``overviewLanguage`` is ``overview``'s.
    public let taglineLanguage: String?
    /// Whether ``tagline`` is the English one standing in, as ``overviewIsFallback`` says of the overview.
    public let taglineIsFallback: Bool
    public let originalName: String?
    public let originalLanguage: String?
    public let overview: String?
    /// ISO 639-1 code of the language ``overview`` is in: the reader's, or `en` when TMDb has no
    /// overview in theirs and ``overview`` is the English one; `nil` without an overview.
    public let overviewLanguage: String?
    /// Whether ``overview`` is the English one standing in for an overview TMDb has none of in the
    /// reader's language.
    public let overviewIsFallback: Bool
    /// Typical episode lengths in minutes.
    public let episodeRunTime: [Int]?
    public let numberOfSeasons: Int?
    public let numberOfEpisodes: Int?
    /// Season summaries, without episodes, by season number (specials, season 0, first).
    public let seasons: [TVSeasonDetails]?
    public let createdBy: [CreatorDetails]?
    public let genres: [GenreDetails]?
    public let firstAirDate: Date?
    public let originCountry: [String]?
    public let posterURLSet: ImageURLSet?
    public let backdropURLSet: ImageURLSet?
    /// The logo for the reader's language, at logo sizes (see `ImageCollection.logo(preferring:)`).
    public let logoURLSet: ImageURLSet?
    public let homepageURL: URL?
    public let isInProduction: Bool?
    public let languages: [String]?
    public let lastAirDate: Date?
    public let lastEpisodeToAir: TVEpisodeAirDateDetails?
    public let nextEpisodeToAir: TVEpisodeAirDateDetails?
    public let networks: [NetworkDetails]?
    public let productionCompanies: [ProductionCompanyDetails]?
    public let productionCountries: [ProductionCountryDetails]?
    public let spokenLanguages: [SpokenLanguageDetails]?
    /// e.g. `Ended`, `Returning Series`.
    public let status: String?
    /// e.g. `Scripted`, `Miniseries`.
    public let type: String?
    public let popularity: Double?
    public let voteAverage: Double?
    public let voteCount: Int?
    public let isAdultOnly: Bool?
    /// The ISO 3166-1 region ``certification`` and ``watchProviders`` are for, e.g. `US`.
    public let region: String
    /// The series' rating in ``region``; `nil` when TMDb lists none there, never another country's.
    public let certification: String?
    /// Whether the series is on the reader's watchlist; `false` until there is a watchlist.
    public let isOnWatchlist: Bool
    /// How often the person watched its episodes, from their diary; 0 until they log one.
    public let watchCount: Int
    /// The day of their latest watch of an episode.
    public let lastWatchedAt: Date?
    /// Their rating of the series, 0.5 to 10, if they gave one.
    public let yourRating: Double?
    /// Where they are in it; `nil` until they watch an episode.
    public let progress: TVSeriesProgressDetails?
    /// The first page of the series TMDb recommends to whoever liked this one.
    public let recommendations: TVSeriesPreviewDetailsPage?
    /// Where to watch the series in ``region``; every list empty when TMDb lists no offer there.
    public let watchProviders: WatchProviderOffersDetails?
    /// The series' cast in billing order and its crew (its creators are ``createdBy``).
    public let credits: CreditsDetails?
    /// The trailer the screen links to (see `VideoListDetails.mainTrailer`); `nil` when the series
    /// has none that plays, or its videos were not fetched.
    public let mainTrailer: VideoDetails?
    /// The words TMDb's editors tagged it with, in TMDb's order.
    public let keywords: [KeywordDetails]?

    public init(
        id: Int,
        name: String,
        tagline: String? = nil,
        originalName: String? = nil,
        originalLanguage: String? = nil,
        overview: String? = nil,
        episodeRunTime: [Int]? = nil,
        numberOfSeasons: Int? = nil,
        numberOfEpisodes: Int? = nil,
        seasons: [TVSeasonDetails]? = nil,
        createdBy: [CreatorDetails]? = nil,
        genres: [GenreDetails]? = nil,
        firstAirDate: Date? = nil,
        originCountry: [String]? = nil,
        posterURLSet: ImageURLSet? = nil,
        backdropURLSet: ImageURLSet? = nil,
        logoURLSet: ImageURLSet? = nil,
        homepageURL: URL? = nil,
        isInProduction: Bool? = nil,
        languages: [String]? = nil,
        lastAirDate: Date? = nil,
        lastEpisodeToAir: TVEpisodeAirDateDetails? = nil,
        nextEpisodeToAir: TVEpisodeAirDateDetails? = nil,
        networks: [NetworkDetails]? = nil,
        productionCompanies: [ProductionCompanyDetails]? = nil,
        productionCountries: [ProductionCountryDetails]? = nil,
        spokenLanguages: [SpokenLanguageDetails]? = nil,
        status: String? = nil,
        type: String? = nil,
        popularity: Double? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil,
        isAdultOnly: Bool? = nil,
        region: String = "US",
        certification: String? = nil,
        isOnWatchlist: Bool = false,
        watchCount: Int = 0,
        lastWatchedAt: Date? = nil,
        yourRating: Double? = nil,
        progress: TVSeriesProgressDetails? = nil,
        recommendations: TVSeriesPreviewDetailsPage? = nil,
        watchProviders: WatchProviderOffersDetails? = nil,
        credits: CreditsDetails? = nil,
        mainTrailer: VideoDetails? = nil,
        keywords: [KeywordDetails]? = nil,
        overviewLanguage: String? = nil,
        overviewIsFallback: Bool = false,
        taglineLanguage: String? = nil,
        taglineIsFallback: Bool = false
    ) {
        self.id = id
        self.name = name
        self.tagline = tagline
        self.originalName = originalName
        self.originalLanguage = originalLanguage
        self.overview = overview
        self.episodeRunTime = episodeRunTime
        self.numberOfSeasons = numberOfSeasons
        self.numberOfEpisodes = numberOfEpisodes
        self.seasons = seasons
        self.createdBy = createdBy
        self.genres = genres
        self.firstAirDate = firstAirDate
        self.originCountry = originCountry
        self.posterURLSet = posterURLSet
        self.backdropURLSet = backdropURLSet
        self.logoURLSet = logoURLSet
        self.homepageURL = homepageURL
        self.isInProduction = isInProduction
        self.languages = languages
        self.lastAirDate = lastAirDate
        self.lastEpisodeToAir = lastEpisodeToAir
        self.nextEpisodeToAir = nextEpisodeToAir
        self.networks = networks
        self.productionCompanies = productionCompanies
        self.productionCountries = productionCountries
        self.spokenLanguages = spokenLanguages
        self.status = status
        self.type = type
        self.popularity = popularity
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.isAdultOnly = isAdultOnly
        self.region = region
        self.certification = certification
        self.isOnWatchlist = isOnWatchlist
        self.watchCount = watchCount
        self.lastWatchedAt = lastWatchedAt
        self.yourRating = yourRating
        self.progress = progress
        self.recommendations = recommendations
        self.watchProviders = watchProviders
        self.credits = credits
        self.mainTrailer = mainTrailer
        self.keywords = keywords
        self.overviewLanguage = overviewLanguage
        self.overviewIsFallback = overviewIsFallback
        self.taglineLanguage = taglineLanguage
        self.taglineIsFallback = taglineIsFallback
    }
}
