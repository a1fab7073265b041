import CoreApplication
import CoreDomain
import Foundation
import MoviesDomain

/// A movie as presentations need it: every domain field, with image paths resolved to URL sets, and
/// what the details screen shows beside them (the reader's certification, the logo, where to watch,
/// the cast and crew, recommendations), in the order it shows them.
///
/// It is also the `--json` document of `popcorn movie <ref>`, so property names are the JSON keys.
/// A part the screen did not get (not asked for, or unknown to the source) is `nil`.
public struct MovieDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let title: String
    public let tagline: String?
    /// The language ``tagline`` is in, as ``overviewLanguage`` is ``overview``'s.
    public let taglineLanguage: String?
    /// Whether ``tagline`` is the English one standing in, as ``overviewIsFallback`` says of the overview.
    public let taglineIsFallback: Bool
    public let originalTitle: String?
    public let originalLanguage: String?
    public let originCountry: [String]?
    public let overview: String?
    /// ISO 639-1 code of the language ``overview`` is in: the reader's, or `en` when TMDb has no
    /// overview in theirs and ``overview`` is the English one; `nil` without an overview.
    public let overviewLanguage: String?
    /// Whether ``overview`` is the English one standing in for an overview TMDb has none of in the
    /// reader's language.
    public let overviewIsFallback: Bool
    public let runtime: Int?
    public let genres: [GenreDetails]?
    public let releaseDate: Date?
    public let posterURLSet: ImageURLSet?
    public let backdropURLSet: ImageURLSet?
    /// The logo for the reader's language, at logo sizes (see `ImageCollection.logo(preferring:)`).
    public let logoURLSet: ImageURLSet?
    public let budget: Double?
    public let revenue: Double?
    public let homepageURL: URL?
    public let imdbID: String?
    public let status: MovieStatus?
    public let productionCompanies: [ProductionCompanyDetails]?
    public let productionCountries: [ProductionCountryDetails]?
    public let spokenLanguages: [SpokenLanguageDetails]?
    public let belongsToCollection: MovieCollectionDetails?
    public let popularity: Double?
    public let voteAverage: Double?
    public let voteCount: Int?
    public let hasVideo: Bool?
    public let isAdultOnly: Bool?
    /// The ISO 3166-1 region ``certification`` and ``watchProviders`` are for, e.g. `US`.
    public let region: String
    /// The age rating in ``region`` (its theatrical release's, else its earliest rated one's);
    /// `nil` when the region has none, never another country's.
    public let certification: String?
    /// Whether the movie is on the reader's watchlist; `false` until there is a watchlist.
    public let isOnWatchlist: Bool
    /// How often the person watched it, from their diary; 0 until they log a watch.
    public let watchCount: Int
    /// The day of their latest watch.
    public let lastWatchedAt: Date?
    /// Their rating, 0.5 to 10, if they gave one.
    public let yourRating: Double?
    /// The first page of the movies TMDb recommends to whoever liked this one.
    public let recommendations: MoviePreviewDetailsPage?
    /// Where to watch the movie in ``region``; every list empty when TMDb lists no offer there.
    public let watchProviders: WatchProviderOffersDetails?
    /// The cast in billing order and the crew, with its directors and writers.
    public let credits: CreditsDetails?
    /// The trailer the screen links to (see `VideoListDetails.mainTrailer`); `nil` when the movie
    /// has none that plays, or its videos were not fetched.
    public let mainTrailer: VideoDetails?
    /// The words TMDb's editors tagged it with, in TMDb's order.
    public let keywords: [KeywordDetails]?

    public init(
        id: Int,
        title: String,
        tagline: String? = nil,
        originalTitle: String? = nil,
        originalLanguage: String? = nil,
        originCountry: [String]? = nil,
        overview: String? = nil,
        runtime: Int? = nil,
        genres: [GenreDetails]? = nil,
        releaseDate: Date? = nil,
        posterURLSet: ImageURLSet? = nil,
        backdropURLSet: ImageURLSet? = nil,
        logoURLSet: ImageURLSet? = nil,
        budget: Double? = nil,
        revenue: Double? = nil,
        homepageURL: URL? = nil,
        imdbID: String? = nil,
        status: MovieStatus? = nil,
        productionCompanies: [ProductionCompanyDetails]? = nil,
        productionCountries: [ProductionCountryDetails]? = nil,
        spokenLanguages: [SpokenLanguageDetails]? = nil,
        belongsToCollection: MovieCollectionDetails? = nil,
        popularity: Double? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil,
        hasVideo: Bool? = nil,
        isAdultOnly: Bool? = nil,
        region: String = "US",
        certification: String? = nil,
        isOnWatchlist: Bool = false,
        watchCount: Int = 0,
        lastWatchedAt: Date? = nil,
        yourRating: Double? = nil,
        recommendations: MoviePreviewDetailsPage? = nil,
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
        self.title = title
        self.tagline = tagline
        self.originalTitle = originalTitle
        self.originalLanguage = originalLanguage
        self.originCountry = originCountry
        self.overview = overview
        self.runtime = runtime
        self.genres = genres
        self.releaseDate = releaseDate
        self.posterURLSet = posterURLSet
        self.backdropURLSet = backdropURLSet
        self.logoURLSet = logoURLSet
        self.budget = budget
        self.revenue = revenue
        self.homepageURL = homepageURL
        self.imdbID = imdbID
        self.status = status
        self.productionCompanies = productionCompanies
        self.productionCountries = productionCountries
        self.spokenLanguages = spokenLanguages
        self.belongsToCollection = belongsToCollection
        self.popularity = popularity
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.hasVideo = hasVideo
        self.isAdultOnly = isAdultOnly
        self.region = region
        self.certification = certification
        self.isOnWatchlist = isOnWatchlist
        self.watchCount = watchCount
        self.lastWatchedAt = lastWatchedAt
        self.yourRating = yourRating
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
