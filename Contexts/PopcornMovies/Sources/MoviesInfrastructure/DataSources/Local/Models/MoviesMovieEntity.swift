import DataPersistence
import Foundation
import GRDB

/// A cached movie: one row of `movies_movie`, carrying its child rows as relationship properties.
///
/// The relationship properties are read by ``readChildren(_:)`` (``withChildren`` says the same
/// with GRDB's associations) and written to their own tables by ``replaceChildren(_:)``, never as
/// columns.
struct MoviesMovieEntity: Decodable, Equatable, CachedAggregateRecord {
    static let databaseTableName = "movies_movie"

    var movieID: Int
    var title: String
    var tagline: String?
    var originalTitle: String?
    var originalLanguage: String?
    /// Stored as JSON text, e.g. `["US"]`.
    var originCountry: [String]?
    var overview: String?
    var runtime: Int?
    var releaseDate: Date?
    var posterPath: String?
    var backdropPath: String?
    var budget: Double?
    var revenue: Double?
    var homepageURL: String?
    var imdbID: String?
    /// A ``MovieStatus`` raw value.
    var status: String?
    var popularity: Double?
    var voteAverage: Double?
    var voteCount: Int?
    var hasVideo: Bool?
    var isAdultOnly: Bool?
    /// The TMDb language the movie was fetched in; other languages read as a miss.
    var language: String
    var cachedAt: Date

    var genres: [MoviesGenreEntity]?
    var productionCompanies: [MoviesProductionCompanyEntity]?
    var productionCountries: [MoviesProductionCountryEntity]?
    var spokenLanguages: [MoviesSpokenLanguageEntity]?
    var belongsToCollection: MoviesMovieCollectionEntity?
}

extension MoviesMovieEntity {
    enum Columns: String, ColumnExpression {
        case movieID, title, tagline, originalTitle, originalLanguage, originCountry, overview, runtime
        case releaseDate, posterPath, backdropPath, budget, revenue, homepageURL, imdbID, status
        case popularity, voteAverage, voteCount, hasVideo, isAdultOnly, language, cachedAt
    }

    static let genres = hasMany(MoviesGenreEntity.self, key: "genres")
        .order(MoviesGenreEntity.Columns.position)
    static let productionCompanies = hasMany(MoviesProductionCompanyEntity.self, key: "productionCompanies")
        .order(MoviesProductionCompanyEntity.Columns.position)
    static let productionCountries = hasMany(MoviesProductionCountryEntity.self, key: "productionCountries")
        .order(MoviesProductionCountryEntity.Columns.position)
    static let spokenLanguages = hasMany(MoviesSpokenLanguageEntity.self, key: "spokenLanguages")
        .order(MoviesSpokenLanguageEntity.Columns.position)
    static let belongsToCollection = hasOne(MoviesMovieCollectionEntity.self, key: "belongsToCollection")

    /// Movies with every child prefetched: one query per to-many association, the collection joined.
    static var languageColumn: Column { Column(Columns.language.rawValue) }

    static var withChildren: QueryInterfaceRequest<MoviesMovieEntity> {
        all()
            .including(all: genres)
            .including(all: productionCompanies)
            .including(all: productionCountries)
            .including(all: spokenLanguages)
            .including(optional: belongsToCollection)
    }

    static let keyColumn = "movieID"

    /// The children ``withChildren`` prefetches, read with plain SQL.
    mutating func readChildren(_ db: Database) throws {
        let owner: StatementArguments = [movieID]
        genres = try ChildRows.fetch(MoviesGenreEntity.self, where: "movieID = ?", arguments: owner, in: db)
        productionCompanies = try ChildRows.fetch(
            MoviesProductionCompanyEntity.self, where: "movieID = ?", arguments: owner, in: db)
        productionCountries = try ChildRows.fetch(
            MoviesProductionCountryEntity.self, where: "movieID = ?", arguments: owner, in: db)
        spokenLanguages = try ChildRows.fetch(
            MoviesSpokenLanguageEntity.self, where: "movieID = ?", arguments: owner, in: db)
        belongsToCollection = try ChildRows.fetchOne(
            MoviesMovieCollectionEntity.self, where: "movieID = ?", arguments: owner, in: db)
    }

    // Hand-written so that only columns are written: the relationship properties live in child tables.
    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.movieID] = movieID
        container[Columns.title] = title
        container[Columns.tagline] = tagline
        container[Columns.originalTitle] = originalTitle
        container[Columns.originalLanguage] = originalLanguage
        container[Columns.originCountry] = try originCountry.map {
            try Self.jsonText($0, column: Columns.originCountry)
        }
        container[Columns.overview] = overview
        container[Columns.runtime] = runtime
        container[Columns.releaseDate] = releaseDate
        container[Columns.posterPath] = posterPath
        container[Columns.backdropPath] = backdropPath
        container[Columns.budget] = budget
        container[Columns.revenue] = revenue
        container[Columns.homepageURL] = homepageURL
        container[Columns.imdbID] = imdbID
        container[Columns.status] = status
        container[Columns.popularity] = popularity
        container[Columns.voteAverage] = voteAverage
        container[Columns.voteCount] = voteCount
        container[Columns.hasVideo] = hasVideo
        container[Columns.isAdultOnly] = isAdultOnly
        container[Columns.language] = language
        container[Columns.cachedAt] = cachedAt
    }

    /// Deletes this movie's child rows and inserts the relationship properties, in the caller's transaction.
    func replaceChildren(_ db: Database) throws {
        try MoviesGenreEntity.filter(MoviesGenreEntity.Columns.movieID == movieID).deleteAll(db)
        try MoviesProductionCompanyEntity.filter(MoviesProductionCompanyEntity.Columns.movieID == movieID).deleteAll(db)
        try MoviesProductionCountryEntity.filter(MoviesProductionCountryEntity.Columns.movieID == movieID).deleteAll(db)
        try MoviesSpokenLanguageEntity.filter(MoviesSpokenLanguageEntity.Columns.movieID == movieID).deleteAll(db)
        try MoviesMovieCollectionEntity.deleteOne(db, key: movieID)
        for genre in genres ?? [] { try genre.insert(db) }
        for company in productionCompanies ?? [] { try company.insert(db) }
        for country in productionCountries ?? [] { try country.insert(db) }
        for spokenLanguage in spokenLanguages ?? [] { try spokenLanguage.insert(db) }
        try belongsToCollection?.insert(db)
    }

    /// The JSON text GRDB itself would write for a Codable property, so that decoding reads it back.
    private static func jsonText(_ value: some Encodable, column: Columns) throws -> String {
        String(decoding: try databaseJSONEncoder(for: column.rawValue).encode(value), as: UTF8.self)
    }
}
