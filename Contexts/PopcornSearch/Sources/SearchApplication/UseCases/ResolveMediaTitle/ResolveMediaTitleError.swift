import CoreDomain
import Foundation

/// Why a title could not be resolved (not: that nothing matched, which is a resolution).
public enum ResolveMediaTitleError: UseCaseError {
    /// TMDb does not know the search endpoint.
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
