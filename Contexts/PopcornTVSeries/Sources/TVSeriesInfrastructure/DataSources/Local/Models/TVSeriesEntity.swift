import DataPersistence
import Foundation
import GRDB

/// A cached TV series: one row of `tv_series`, carrying its child rows as relationship properties.
///
/// The relationship properties are read by ``readChildren(_:)`` (``withChildren`` says the same
/// with GRDB's associations) and written to their own tables by ``replaceChildren(_:)``, never as
/// columns.
/// Deleting the row cascades to its genres, creators, networks, companies, countries, spoken
/// languages, season summaries and last/next episode to air; never to the seasons cached on their
/// own in `tv_series_season`, which have no foreign key to this table.
struct TVSeriesEntity: Decodable, Equatable, CachedAggregateRecord {
    static let databaseTableName = "tv_series"

    var tvSeriesID: Int
    var name: String
    var tagline: String?
    var originalName: String?
    var originalLanguage: String?
    var overview: String?
    /// Stored as JSON text, e.g. `[45,47]`.
    var episodeRunTime: [Int]?
    var numberOfSeasons: Int?
    var numberOfEpisodes: Int?
    var firstAirDate: Date?
    /// Stored as JSON text, e.g. `["US"]`.
    var originCountry: [String]?
    var posterPath: String?
    var backdropPath: String?
    var homepageURL: String?
    var isInProduction: Bool?
    /// Stored as JSON text, e.g. `["en","es"]`.
    var languages: [String]?
    var lastAirDate: Date?
    /// TMDb's raw status, e.g. `Ended`.
    var status: String?
    /// TMDb's raw type, e.g. `Scripted`.
    var type: String?
    var popularity: Double?
    var voteAverage: Double?
    var voteCount: Int?
    var isAdultOnly: Bool?
    /// The TMDb language the series was fetched in; other languages read as a miss.
    var language: String
    var cachedAt: Date

    var seasons: [TVSeriesSeasonSummaryEntity]?
    var createdBy: [TVSeriesCreatorEntity]?
    var genres: [TVSeriesGenreEntity]?
    var networks: [TVSeriesNetworkEntity]?
    var productionCompanies: [TVSeriesProductionCompanyEntity]?
    var productionCountries: [TVSeriesProductionCountryEntity]?
    var spokenLanguages: [TVSeriesSpokenLanguageEntity]?
    var lastEpisodeToAir: TVSeriesEpisodeAirDateEntity?
    var nextEpisodeToAir: TVSeriesEpisodeAirDateEntity?
}

extension TVSeriesEntity {
    enum Columns: String, ColumnExpression {
        case tvSeriesID, name, tagline, originalName, originalLanguage, overview, episodeRunTime
        case numberOfSeasons, numberOfEpisodes, firstAirDate, originCountry, posterPath, backdropPath
        case homepageURL, isInProduction, languages, lastAirDate, status, type, popularity, voteAverage
        case voteCount, isAdultOnly, language, cachedAt
    }

    static let seasons = hasMany(TVSeriesSeasonSummaryEntity.self, key: "seasons")
        .order(TVSeriesSeasonSummaryEntity.Columns.position)
    static let createdBy = hasMany(TVSeriesCreatorEntity.self, key: "createdBy")
        .order(TVSeriesCreatorEntity.Columns.position)
    static let genres = hasMany(TVSeriesGenreEntity.self, key: "genres")
        .order(TVSeriesGenreEntity.Columns.position)
    static let networks = hasMany(TVSeriesNetworkEntity.self, key: "networks")
        .order(TVSeriesNetworkEntity.Columns.position)
    static let productionCompanies = hasMany(TVSeriesProductionCompanyEntity.self, key: "productionCompanies")
        .order(TVSeriesProductionCompanyEntity.Columns.position)
    static let productionCountries = hasMany(TVSeriesProductionCountryEntity.self, key: "productionCountries")
        .order(TVSeriesProductionCountryEntity.Columns.position)
    static let spokenLanguages = hasMany(TVSeriesSpokenLanguageEntity.self, key: "spokenLanguages")
        .order(TVSeriesSpokenLanguageEntity.Columns.position)
    static let lastEpisodeToAir = hasOne(TVSeriesEpisodeAirDateEntity.self, key: "lastEpisodeToAir")
        .filter(TVSeriesEpisodeAirDateEntity.Columns.kind == TVSeriesEpisodeAirDateEntity.Kind.last.rawValue)
    static let nextEpisodeToAir = hasOne(TVSeriesEpisodeAirDateEntity.self, key: "nextEpisodeToAir")
        .filter(TVSeriesEpisodeAirDateEntity.Columns.kind == TVSeriesEpisodeAirDateEntity.Kind.next.rawValue)

    static var languageColumn: Column { Column(Columns.language.rawValue) }

    /// Series with every child prefetched: the row joined with its last and next episode to air,
    /// then one query per to-many association.
    static var withChildren: QueryInterfaceRequest<TVSeriesEntity> {
        all()
            .including(optional: lastEpisodeToAir)
            .including(optional: nextEpisodeToAir)
            .including(all: seasons)
            .including(all: createdBy)
            .including(all: genres)
            .including(all: networks)
            .including(all: productionCompanies)
            .including(all: productionCountries)
            .including(all: spokenLanguages)
    }

    static let keyColumn = "tvSeriesID"

    /// The children ``withChildren`` prefetches, read with plain SQL.
    mutating func readChildren(_ db: Database) throws {
        let owner: StatementArguments = [tvSeriesID]
        let airDate = "tvSeriesID = ? AND kind = ?"
        lastEpisodeToAir = try ChildRows.fetchOne(
            TVSeriesEpisodeAirDateEntity.self, where: airDate,
            arguments: [tvSeriesID, TVSeriesEpisodeAirDateEntity.Kind.last.rawValue], in: db)
        nextEpisodeToAir = try ChildRows.fetchOne(
            TVSeriesEpisodeAirDateEntity.self, where: airDate,
            arguments: [tvSeriesID, TVSeriesEpisodeAirDateEntity.Kind.next.rawValue], in: db)
        seasons = try ChildRows.fetch(
            TVSeriesSeasonSummaryEntity.self, where: "tvSeriesID = ?", arguments: owner, in: db)
        createdBy = try ChildRows.fetch(TVSeriesCreatorEntity.self, where: "tvSeriesID = ?", arguments: owner, in: db)
        genres = try ChildRows.fetch(TVSeriesGenreEntity.self, where: "tvSeriesID = ?", arguments: owner, in: db)
        networks = try ChildRows.fetch(TVSeriesNetworkEntity.self, where: "tvSeriesID = ?", arguments: owner, in: db)
        productionCompanies = try ChildRows.fetch(
            TVSeriesProductionCompanyEntity.self, where: "tvSeriesID = ?", arguments: owner, in: db)
        productionCountries = try ChildRows.fetch(
            TVSeriesProductionCountryEntity.self, where: "tvSeriesID = ?", arguments: owner, in: db)
        spokenLanguages = try ChildRows.fetch(
            TVSeriesSpokenLanguageEntity.self, where: "tvSeriesID = ?", arguments: owner, in: db)
    }

    // Hand-written so that only columns are written: the relationship properties live in child tables.
    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.tvSeriesID] = tvSeriesID
        container[Columns.name] = name
        container[Columns.tagline] = tagline
        container[Columns.originalName] = originalName
        container[Columns.originalLanguage] = originalLanguage
        container[Columns.overview] = overview
        container[Columns.episodeRunTime] = try episodeRunTime.map { try Self.jsonText($0, column: .episodeRunTime) }
        container[Columns.numberOfSeasons] = numberOfSeasons
        container[Columns.numberOfEpisodes] = numberOfEpisodes
        container[Columns.firstAirDate] = firstAirDate
        container[Columns.originCountry] = try originCountry.map { try Self.jsonText($0, column: .originCountry) }
        container[Columns.posterPath] = posterPath
        container[Columns.backdropPath] = backdropPath
        container[Columns.homepageURL] = homepageURL
        container[Columns.isInProduction] = isInProduction
        container[Columns.languages] = try languages.map { try Self.jsonText($0, column: .languages) }
        container[Columns.lastAirDate] = lastAirDate
        container[Columns.status] = status
        container[Columns.type] = type
        container[Columns.popularity] = popularity
        container[Columns.voteAverage] = voteAverage
        container[Columns.voteCount] = voteCount
        container[Columns.isAdultOnly] = isAdultOnly
        container[Columns.language] = language
        container[Columns.cachedAt] = cachedAt
    }

    /// Deletes this series' child rows and inserts the relationship properties, in the caller's transaction.
    func replaceChildren(_ db: Database) throws {
        try TVSeriesSeasonSummaryEntity.filter(TVSeriesSeasonSummaryEntity.Columns.tvSeriesID == tvSeriesID)
            .deleteAll(db)
        try TVSeriesCreatorEntity.filter(TVSeriesCreatorEntity.Columns.tvSeriesID == tvSeriesID).deleteAll(db)
        try TVSeriesGenreEntity.filter(TVSeriesGenreEntity.Columns.tvSeriesID == tvSeriesID).deleteAll(db)
        try TVSeriesNetworkEntity.filter(TVSeriesNetworkEntity.Columns.tvSeriesID == tvSeriesID).deleteAll(db)
        try TVSeriesProductionCompanyEntity.filter(TVSeriesProductionCompanyEntity.Columns.tvSeriesID == tvSeriesID)
            .deleteAll(db)
        try TVSeriesProductionCountryEntity.filter(TVSeriesProductionCountryEntity.Columns.tvSeriesID == tvSeriesID)
            .deleteAll(db)
        try TVSeriesSpokenLanguageEntity.filter(TVSeriesSpokenLanguageEntity.Columns.tvSeriesID == tvSeriesID)
            .deleteAll(db)
        try TVSeriesEpisodeAirDateEntity.filter(TVSeriesEpisodeAirDateEntity.Columns.tvSeriesID == tvSeriesID)
            .deleteAll(db)
        for season in seasons ?? [] { try season.insert(db) }
        for creator in createdBy ?? [] { try creator.insert(db) }
        for genre in genres ?? [] { try genre.insert(db) }
        for network in networks ?? [] { try network.insert(db) }
        for company in productionCompanies ?? [] { try company.insert(db) }
        for country in productionCountries ?? [] { try country.insert(db) }
        for spokenLanguage in spokenLanguages ?? [] { try spokenLanguage.insert(db) }
        try lastEpisodeToAir?.insert(db)
        try nextEpisodeToAir?.insert(db)
    }

    /// The JSON text GRDB itself would write for a Codable property, so that decoding reads it back.
    private static func jsonText(_ value: some Encodable, column: Columns) throws -> String {
        String(decoding: try databaseJSONEncoder(for: column.rawValue).encode(value), as: UTF8.self)
    }
}
