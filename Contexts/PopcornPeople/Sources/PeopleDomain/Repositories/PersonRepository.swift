import CoreDomain
import Foundation

/// Gives the application layer a person and the parts of their screen, wherever they come from.
///
/// Implementations decide between cache and TMDb; callers only see domain types and typed errors.
/// Every method costs at most one TMDb request (the person with the parts appended, none when all
/// of them are cached and fresh), and each part it fetches is cached in its own entry, so a later
/// call needing only one of them finds it.
public protocol PersonRepository: Sendable {
    /// The person with a TMDb id and the `parts` of their screen that are known.
    ///
    /// A part the answer lacks is `nil` in the bundle: TMDb (or the offline catalog) did not send
    /// it or, offline or when TMDb fails, the cache does not hold it. Parts not asked for may be
    /// there when cached.
    func person(withID id: Person.ID, including parts: Set<PersonPart>) async throws(DataAccessError) -> PersonBundle

    /// The person with a TMDb id and the one `part` a command needs: a cache that lacks the part
    /// counts as missing, so a failing network or `--offline` fails (`unreachable`) rather than
    /// answering without it. The part is `nil` only when TMDb (or the offline catalog) did not send it.
    func person(withID id: Person.ID, requiring part: PersonPart) async throws(DataAccessError) -> PersonBundle
}
