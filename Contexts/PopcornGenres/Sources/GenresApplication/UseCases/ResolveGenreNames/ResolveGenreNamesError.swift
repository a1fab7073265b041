import CoreDomain
import Foundation

/// Why typed genre names could not be resolved: a name that is no genre, or the reason the genre
/// list could not be had.
public enum ResolveGenreNamesError: UseCaseError {
    /// TMDb does not know the genre list.
    case notFound
    /// TMDb refused the credentials; carries TMDb's status message.
    case unauthorised(String?)
    /// Any other failure, with the data-access reason behind it.
    case unknown(DataAccessError?)
    /// A name that is none of the kind's genres: the name as typed (trimmed), and every genre's
    /// name in TMDb's order, so the person can be told what to type instead.
    case noSuchGenre(String, validNames: [String])

    public var cause: DataAccessError {
        switch self {
        case .notFound, .noSuchGenre: .notFound
        case .unauthorised(let message): .unauthorised(message)
        case .unknown(let cause): cause ?? .unknown(nil)
        }
    }
}
