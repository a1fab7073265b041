import CoreDomain
import Foundation

/// A TV series with every field of TMDb's `TVSeries` type, as the context reasons about it.
///
/// `status` and `type` stay raw strings, as in TMDb's type. Image paths stay raw (`/abc.jpg`);
/// the application layer resolves them.
public struct TVSeries: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let tagline: String?
    public let originalName: String?
    public let originalLanguage: String?
    public let overview: String?
    /// Typical episode lengths in minutes.
    public let episodeRunTime: [Int]?
    public let numberOfSeasons: Int?
    public let numberOfEpisodes: Int?
    /// Season summaries (no episodes); a `TVSeriesBundle` with `.season(n)` gives one with its episodes.
    public let seasons: [TVSeason]?
    public let createdBy: [Creator]?
    public let genres: [Genre]?
    public let firstAirDate: Date?
    public let originCountry: [String]?
    public let posterPath: URL?
    public let backdropPath: URL?
    public let homepageURL: URL?
    public let isInProduction: Bool?
    public let languages: [String]?
    public let lastAirDate: Date?
    public let lastEpisodeToAir: TVEpisodeAirDate?
    public let nextEpisodeToAir: TVEpisodeAirDate?
    public let networks: [Network]?
    public let productionCompanies: [ProductionCompany]?
    public let productionCountries: [ProductionCountry]?
    public let spokenLanguages: [SpokenLanguage]?
    /// e.g. `Ended`, `Returning Series`.
    public let status: String?
    /// e.g. `Scripted`, `Miniseries`.
    public let type: String?
    public let popularity: Double?
    public let voteAverage: Double?
    public let voteCount: Int?
    public let isAdultOnly: Bool?

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
        seasons: [TVSeason]? = nil,
        createdBy: [Creator]? = nil,
        genres: [Genre]? = nil,
        firstAirDate: Date? = nil,
        originCountry: [String]? = nil,
        posterPath: URL? = nil,
        backdropPath: URL? = nil,
        homepageURL: URL? = nil,
        isInProduction: Bool? = nil,
        languages: [String]? = nil,
        lastAirDate: Date? = nil,
        lastEpisodeToAir: TVEpisodeAirDate? = nil,
        nextEpisodeToAir: TVEpisodeAirDate? = nil,
        networks: [Network]? = nil,
        productionCompanies: [ProductionCompany]? = nil,
        productionCountries: [ProductionCountry]? = nil,
        spokenLanguages: [SpokenLanguage]? = nil,
        status: String? = nil,
        type: String? = nil,
        popularity: Double? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil,
        isAdultOnly: Bool? = nil
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
        self.posterPath = posterPath
        self.backdropPath = backdropPath
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
    }
}
