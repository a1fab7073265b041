import CoreApplication
import CoreDomain
import Foundation

/// A TV series as presentations need it: every domain field, with image paths resolved to URL sets.
///
/// It is also the `--json` document of the command that shows one, so property names are the JSON keys.
public struct TVSeriesDetails: Identifiable, Codable, Equatable, Sendable {
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
    /// Season summaries, without episodes.
    public let seasons: [TVSeasonDetails]?
    public let createdBy: [CreatorDetails]?
    public let genres: [GenreDetails]?
    public let firstAirDate: Date?
    public let originCountry: [String]?
    public let posterURLSet: ImageURLSet?
    public let backdropURLSet: ImageURLSet?
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
        self.posterURLSet = posterURLSet
        self.backdropURLSet = backdropURLSet
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
