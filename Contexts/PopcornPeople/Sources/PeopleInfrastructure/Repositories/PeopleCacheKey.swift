import Foundation

/// The cache keys of the People context, in one place so that repositories, rows, logs and tests agree.
///
/// The language is not part of a key: the local data source checks it against a column instead.
/// Popular and search pages are stored under their keys.
enum PeopleCacheKey {
    /// `person:287`
    static func person(_ id: Int) -> String {
        "person:\(id)"
    }

    /// `person:287:credits`
    static func credits(forPerson personID: Int) -> String {
        "person:\(personID):credits"
    }

    /// `person:287:images`
    static func images(forPerson personID: Int) -> String {
        "person:\(personID):images"
    }

    /// `people:popular:page:1`
    static func popular(page: Int) -> String {
        "people:popular:page:\(page)"
    }

    /// `people:search:brad pitt:page:1`
    static func search(query: String, page: Int) -> String {
        "people:search:\(query.lowercased()):page:\(page)"
    }
}
