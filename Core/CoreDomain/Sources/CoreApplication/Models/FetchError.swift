import CoreDomain
import Foundation

/// Why a use case that reads TMDb data (through the cache) could not answer. Every such use case
/// fails the same three ways, so they share this one type; a use case with failures of its own
/// (a genre name that is no genre) declares its own ``UseCaseError``.
public enum FetchError: UseCaseError {
    /// The requested item does not exist (or TMDb does not know the endpoint).
    case notFound
    /// TMDb refused the credentials; carries TMDb's status message.
    case unauthorised(String?)
    /// Any other failure, with the data-access reason behind it.
    case unknown(DataAccessError?)

    public var cause: DataAccessError {
        switch self {
        case .notFound: .notFound
        case .unauthorised(let message): .unauthorised(message)
        case .unknown(let cause): cause ?? .unknown(nil)
        }
    }
}
