import DataPersistence
import Foundation
import GRDB

/// A cached person: one row of `people_person`.
///
/// A person has no child tables: its only list, `alsoKnownAs`, is plain strings and is stored as
/// JSON text. Combined credits are cached on their own in `people_credits`, with no foreign key
/// to this table.
struct PeoplePersonEntity: Decodable, Equatable, CachedAggregateRecord {
    static let databaseTableName = "people_person"

    var personID: Int
    var name: String
    /// Stored as JSON text, e.g. `["Брэд Питт"]`.
    var alsoKnownAs: [String]?
    var knownForDepartment: String?
    var biography: String?
    var birthday: Date?
    var deathday: Date?
    /// A `Gender` raw value.
    var gender: Int
    var placeOfBirth: String?
    var profilePath: String?
    var popularity: Double?
    var imdbID: String?
    var homepageURL: String?
    /// The TMDb language the person was fetched in; other languages read as a miss.
    var language: String
    var cachedAt: Date
}

extension PeoplePersonEntity {
    enum Columns: String, ColumnExpression {
        case personID, name, alsoKnownAs, knownForDepartment, biography, birthday, deathday, gender
        case placeOfBirth, profilePath, popularity, imdbID, homepageURL, language, cachedAt
    }

    static var languageColumn: Column { Column(Columns.language.rawValue) }

    /// The row alone: a person has no child tables.
    static var withChildren: QueryInterfaceRequest<PeoplePersonEntity> { all() }

    static let keyColumn = "personID"

    /// Nothing to read: a person has no child tables.
    mutating func readChildren(_ db: Database) throws {}

    // Hand-written so that every column, and only columns, is written, with `alsoKnownAs` as JSON text.
    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.personID] = personID
        container[Columns.name] = name
        container[Columns.alsoKnownAs] = try alsoKnownAs.map { try Self.jsonText($0, column: .alsoKnownAs) }
        container[Columns.knownForDepartment] = knownForDepartment
        container[Columns.biography] = biography
        container[Columns.birthday] = birthday
        container[Columns.deathday] = deathday
        container[Columns.gender] = gender
        container[Columns.placeOfBirth] = placeOfBirth
        container[Columns.profilePath] = profilePath
        container[Columns.popularity] = popularity
        container[Columns.imdbID] = imdbID
        container[Columns.homepageURL] = homepageURL
        container[Columns.language] = language
        container[Columns.cachedAt] = cachedAt
    }

    /// A person has no child rows to replace.
    func replaceChildren(_ db: Database) throws {}

    /// The JSON text GRDB itself would write for a Codable property, so that decoding reads it back.
    private static func jsonText(_ value: some Encodable, column: Columns) throws -> String {
        String(decoding: try databaseJSONEncoder(for: column.rawValue).encode(value), as: UTF8.self)
    }
}
