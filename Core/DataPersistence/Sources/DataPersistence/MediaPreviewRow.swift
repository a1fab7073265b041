import Foundation
import GRDB

/// One row of a cached page that mixes movies, series and people (a search, trending, a
/// discovery): the result row of a context's ``PreviewPageTables``, owned through `pageKey` and
/// kept in TMDb's order. Shared so that every such context stores a `MediaPreview` the same way.
///
/// Movies, series and people share the row; `kind` says which, and each kind leaves the other
/// kinds' columns empty. A person's known-for titles are rows of the same shape, stored as JSON.
/// A context creates its table with ``defineColumns(_:)``.
public struct MediaPreviewRow: Codable, OwnedRow {
    /// A `MediaKind` raw value: `movie`, `tv` or `person`.
    public var kind: String
    /// The TMDb id of the movie, series or person.
    public var mediaID: Int
    /// The movie's title, the series' or the person's name.
    public var title: String
    public var originalTitle: String?
    public var originalLanguage: String?
    public var overview: String?
    /// A movie's release date or a series' first air date.
    public var date: Date?
    /// A title's poster or a person's profile photo.
    public var imagePath: String?
    public var backdropPath: String?
    /// Stored as JSON text, e.g. `[18,53]`.
    public var genreIDs: [Int]
    /// Stored as JSON text, e.g. `["US"]`.
    public var originCountries: [String]
    public var popularity: Double?
    public var voteAverage: Double?
    public var voteCount: Int?
    public var isAdultOnly: Bool
    public var hasVideo: Bool
    /// A `Gender` raw value; people only.
    public var gender: Int?
    public var knownForDepartment: String?
    /// Stored as JSON text; people only.
    public var knownFor: [MediaPreviewRow]

    public init(
        kind: String,
        mediaID: Int,
        title: String,
        originalTitle: String?,
        originalLanguage: String?,
        overview: String?,
        date: Date?,
        imagePath: String?,
        backdropPath: String?,
        genreIDs: [Int],
        originCountries: [String],
        popularity: Double?,
        voteAverage: Double?,
        voteCount: Int?,
        isAdultOnly: Bool,
        hasVideo: Bool,
        gender: Int?,
        knownForDepartment: String?,
        knownFor: [MediaPreviewRow]
    ) {
        self.kind = kind
        self.mediaID = mediaID
        self.title = title
        self.originalTitle = originalTitle
        self.originalLanguage = originalLanguage
        self.overview = overview
        self.date = date
        self.imagePath = imagePath
        self.backdropPath = backdropPath
        self.genreIDs = genreIDs
        self.originCountries = originCountries
        self.popularity = popularity
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.isAdultOnly = isAdultOnly
        self.hasVideo = hasVideo
        self.gender = gender
        self.knownForDepartment = knownForDepartment
        self.knownFor = knownFor
    }

    /// The row's columns, for a migration's ``PreviewPageTables/create(in:resultColumns:)``.
    ///
    /// Shipped migrations depend on it (a test pins them): never edit it; a schema change is a new
    /// migration.
    public static func defineColumns(_ table: TableDefinition) {
        table.column("kind", .text).notNull()
        table.column("mediaID", .integer).notNull()
        table.column("title", .text).notNull()
        table.column("originalTitle", .text)
        table.column("originalLanguage", .text)
        table.column("overview", .text)
        table.column("date", .datetime)
        table.column("imagePath", .text)
        table.column("backdropPath", .text)
        table.column("genreIDs", .jsonText).notNull()
        table.column("originCountries", .jsonText).notNull()
        table.column("popularity", .double)
        table.column("voteAverage", .double)
        table.column("voteCount", .integer)
        table.column("isAdultOnly", .boolean).notNull()
        table.column("hasVideo", .boolean).notNull()
        table.column("gender", .integer)
        table.column("knownForDepartment", .text)
        table.column("knownFor", .jsonText).notNull()
    }
}
