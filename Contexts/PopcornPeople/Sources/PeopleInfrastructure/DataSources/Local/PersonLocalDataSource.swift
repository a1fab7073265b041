import CoreDomain
import DataPersistence
import Foundation
import PeopleDomain

/// The People context's offline cache, read and written by the repositories through `ReadThroughCache`.
///
/// Reads return `nil` when nothing is cached in the data source's language; every value comes
/// back with the date it was written, so the cache can tell fresh from stale. Each kind of value
/// is its own cache entry with its own date: a person, a person's combined credits, a person's
/// photos and each list or search page. A person's screen reads and writes its entries together
/// (``bundle(forPerson:)`` and saving a `PersonBundle`), each in one transaction.
public protocol PersonLocalDataSource: Sendable {
    /// The cached person with a TMDb id, or `nil`.
    func person(withID id: Int) async throws(DataAccessError) -> Cached<Person>?

    /// Caches a person, replacing any older copy.
    func save(_ person: Person) async throws(DataAccessError)

    /// The cached combined credits of a person, or `nil`.
    func credits(forPerson personID: Int) async throws(DataAccessError) -> Cached<PersonCredits>?

    /// Caches a person's combined credits (`credits.id` is the person's id), replacing any older copy.
    func save(_ credits: PersonCredits) async throws(DataAccessError)

    /// Every cached entry of a person's screen, read in one transaction: the person with their
    /// credits and photos when cached (or remembered as unanswered), and when each entry was
    /// written; `nil` when the person's details are not cached in the data source's language.
    func bundle(forPerson personID: Int) async throws(DataAccessError)
        -> CachedParts<PersonBundle, ScreenEntry<PersonPart>>?

    /// Caches every part of `bundle` in its own entry, in one transaction, replacing older copies,
    /// and remembers its unanswered parts; parts the bundle lacks are left as they are.
    func save(_ bundle: PersonBundle) async throws(DataAccessError)

    /// The cached popular or search page stored under a repository's cache key, or `nil`.
    func page(forKey key: String) async throws(DataAccessError) -> Cached<PersonPreviewPage>?

    /// Caches a popular or search page under a repository's cache key, replacing any older copy.
    func save(_ page: PersonPreviewPage, forKey key: String) async throws(DataAccessError)
}
