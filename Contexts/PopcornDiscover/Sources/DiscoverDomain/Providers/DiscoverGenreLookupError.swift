import CoreDomain
import Foundation

/// Why genre names gave no ids: a name that is none of the kind's genres, or the reason the genre
/// list could not be had.
public enum DiscoverGenreLookupError: Error, Equatable, Sendable {
    /// The name as typed, and every genre's name in TMDb's order, so the person can be told what
    /// to type instead.
    case noSuchGenre(String, validNames: [String])
    /// The genre list could not be had.
    case unavailable(DataAccessError)
}
