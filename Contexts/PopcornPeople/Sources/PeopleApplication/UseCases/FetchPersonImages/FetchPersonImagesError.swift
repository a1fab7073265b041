import CoreDomain
import Foundation

/// Why a person's photos could not be fetched.
public enum FetchPersonImagesError: UseCaseError {
    /// No person has the requested id.
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
