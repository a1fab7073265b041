import Foundation

/// What a Letterboxd row finds its film by: the name as written and the year. Rows that share it
/// name the same film, which is looked up once.
struct FilmName: Hashable, Sendable {
    let name: String
    let year: Int?

    init(_ entry: NamedFilmEntry) {
        name = entry.name
        year = entry.year
    }
}
